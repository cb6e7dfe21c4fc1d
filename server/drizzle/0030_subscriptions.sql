CREATE TABLE "subscription_plans" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"frequencies_weeks" integer[] NOT NULL,
	"discount_percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_frequencies" CHECK (cardinality("subscription_plans"."frequencies_weeks") > 0 AND 1 <= ALL("subscription_plans"."frequencies_weeks") AND 8 >= ALL("subscription_plans"."frequencies_weeks")),
	CONSTRAINT "subscription_plans_discount" CHECK ("subscription_plans"."discount_percent" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"frequency_weeks" integer NOT NULL,
	"next_date" date,
	"unit_price_cents" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"delivery_method" text NOT NULL,
	"pickup_store_id" integer,
	"delivery_country_id" integer,
	"shipping" jsonb,
	"timeslot_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"use_credit" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"reminded_for" date,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscriptions_member_idempotency" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" IN ('active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_quantity" CHECK ("subscriptions"."quantity" BETWEEN 1 AND 20),
	CONSTRAINT "subscriptions_frequency" CHECK ("subscriptions"."frequency_weeks" BETWEEN 1 AND 8),
	CONSTRAINT "subscriptions_discount" CHECK ("subscriptions"."discount_percent" BETWEEN 0 AND 50),
	CONSTRAINT "subscriptions_price" CHECK ("subscriptions"."unit_price_cents" >= 0),
	CONSTRAINT "subscriptions_failed_attempts" CHECK ("subscriptions"."failed_attempts" >= 0),
	CONSTRAINT "subscriptions_cancelled" CHECK (("subscriptions"."status" = 'cancelled') = ("subscriptions"."next_date" IS NULL)
        AND ("subscriptions"."status" = 'cancelled') = ("subscriptions"."cancelled_at" IS NOT NULL)),
	CONSTRAINT "subscriptions_delivery_method" CHECK ("subscriptions"."delivery_method" IN ('pickup', 'delivery')),
	CONSTRAINT "subscriptions_payment_method" CHECK ("subscriptions"."payment_method" IN ('pay_at_store', 'bank_transfer', 'fps')
        AND ("subscriptions"."payment_method" <> 'pay_at_store' OR "subscriptions"."delivery_method" = 'pickup')),
	CONSTRAINT "subscriptions_fulfilment" CHECK (("subscriptions"."delivery_method" = 'pickup' AND "subscriptions"."pickup_store_id" IS NOT NULL)
        OR ("subscriptions"."delivery_method" = 'delivery' AND "subscriptions"."delivery_country_id" IS NOT NULL AND "subscriptions"."shipping" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_date" date;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pickup_store_id_pickup_stores_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_delivery_country_id_delivery_countries_id_fk" FOREIGN KEY ("delivery_country_id") REFERENCES "public"."delivery_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_member" ON "subscriptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_date" ON "orders" USING btree ("subscription_id","subscription_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription" CHECK (("orders"."subscription_id" IS NULL) = ("orders"."subscription_date" IS NULL));