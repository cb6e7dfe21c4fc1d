-- Loyalty rules (docs/loyalty.md): cash credit packs sold through the cart, their credit issued once,
-- refunds reversing points once per refund, and when a member's tier was last reached or reviewed.
ALTER TABLE "cash_credit_products" ADD COLUMN "variant_id" integer;
--> statement-breakpoint
ALTER TABLE "cash_credit_products" ADD CONSTRAINT "cash_credit_products_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_credit_products_variant" ON "cash_credit_products" USING btree ("variant_id");
--> statement-breakpoint
CREATE TABLE "cash_credit_grants" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"credit_per_unit" integer NOT NULL,
	"quantity" integer NOT NULL,
	"revoked_quantity" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "cash_credit_grants_amounts" CHECK ("cash_credit_grants"."credit_per_unit" > 0 AND "cash_credit_grants"."quantity" > 0),
	CONSTRAINT "cash_credit_grants_revoked" CHECK ("cash_credit_grants"."revoked_quantity" BETWEEN 0 AND "cash_credit_grants"."quantity")
);
--> statement-breakpoint
ALTER TABLE "cash_credit_grants" ADD CONSTRAINT "cash_credit_grants_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_credit_grants" ADD CONSTRAINT "cash_credit_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cash_credit_grants" ADD CONSTRAINT "cash_credit_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cash_credit_grants_order" ON "cash_credit_grants" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "order_point_reversals" (
	"refund_key" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"refunded_cash_cents" integer NOT NULL,
	"beans_due" integer DEFAULT 0 NOT NULL,
	"beans_taken" integer DEFAULT 0 NOT NULL,
	"credit_due" integer DEFAULT 0 NOT NULL,
	"credit_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_point_reversals_cash" CHECK ("order_point_reversals"."refunded_cash_cents" >= 0),
	CONSTRAINT "order_point_reversals_beans" CHECK ("order_point_reversals"."beans_taken" BETWEEN 0 AND "order_point_reversals"."beans_due"),
	CONSTRAINT "order_point_reversals_credit" CHECK ("order_point_reversals"."credit_taken" BETWEEN 0 AND "order_point_reversals"."credit_due")
);
--> statement-breakpoint
ALTER TABLE "order_point_reversals" ADD CONSTRAINT "order_point_reversals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_point_reversals" ADD CONSTRAINT "order_point_reversals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_point_reversals_order" ON "order_point_reversals" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "member_tier_holds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"held_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tier_holds" ADD CONSTRAINT "member_tier_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
