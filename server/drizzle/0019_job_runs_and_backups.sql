CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"done" integer,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"file" text NOT NULL,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backups_trigger" CHECK ("backups"."trigger" IN ('nightly', 'command')),
	CONSTRAINT "backups_outcome" CHECK (("backups"."size_bytes" IS NULL) <> ("backups"."error" IS NULL))
);
