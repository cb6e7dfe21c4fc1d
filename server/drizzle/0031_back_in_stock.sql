CREATE TABLE "stock_notify_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_notify_requests_language" CHECK ("stock_notify_requests"."language" IN ('en', 'zh-HK')),
	CONSTRAINT "stock_notify_requests_email_lower" CHECK ("stock_notify_requests"."email" = lower("stock_notify_requests"."email"))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_notify_requests" ADD CONSTRAINT "stock_notify_requests_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notify_requests" ADD CONSTRAINT "stock_notify_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notify_requests_open" ON "stock_notify_requests" USING btree ("variant_id","email") WHERE "stock_notify_requests"."notified_at" IS NULL;