CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"email" text,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_subject" CHECK ("marketing_consents"."member_id" IS NOT NULL OR "marketing_consents"."email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closing_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "privacy_requests_kind" CHECK ("privacy_requests"."kind" IN ('access', 'correction')),
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" IN ('open', 'closed')),
	CONSTRAINT "privacy_requests_closed" CHECK (("privacy_requests"."status" = 'closed') = ("privacy_requests"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_member" ON "marketing_consents" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_due" ON "privacy_requests" USING btree ("due_at") WHERE "privacy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "privacy_requests_member" ON "privacy_requests" USING btree ("member_id");