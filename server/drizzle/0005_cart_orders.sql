CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_token_id" integer,
	"member_id" integer,
	"coupon_id" integer,
	"credit_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_one_owner" CHECK (("carts"."access_token_id" IS NULL) <> ("carts"."member_id" IS NULL)),
	CONSTRAINT "carts_credit_non_negative" CHECK ("carts"."credit_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "free_gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"min_subtotal_cents" integer NOT NULL,
	"gift_variant_id" integer NOT NULL,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "free_gift_rules_min_subtotal" CHECK ("free_gift_rules"."min_subtotal_cents" >= 0),
	CONSTRAINT "free_gift_rules_quantity" CHECK ("free_gift_rules"."gift_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_uses_discount" CHECK ("coupon_uses"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer,
	"product_id" integer,
	"sku" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_free_product" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_prices" CHECK ("order_lines"."retail_price_cents" >= 0 AND "order_lines"."unit_price_cents" >= 0),
	CONSTRAINT "order_lines_free_is_free" CHECK (NOT "order_lines"."is_free_product" OR "order_lines"."unit_price_cents" = 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"order_token" text NOT NULL,
	"member_id" integer,
	"access_token_id" integer,
	"delivery_method" text NOT NULL,
	"pickup_store_id" integer,
	"delivery_country_id" integer,
	"fulfilment_date" date NOT NULL,
	"timeslot_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"billing" jsonb NOT NULL,
	"shipping" jsonb,
	"additional_info" text DEFAULT '' NOT NULL,
	"coupon_id" integer,
	"coupon_code" text DEFAULT '' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_fee_cents" integer NOT NULL,
	"credit_points" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_order_token_unique" UNIQUE("order_token"),
	CONSTRAINT "orders_delivery_method" CHECK ("orders"."delivery_method" IN ('pickup', 'delivery')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('pay_at_store', 'bank_transfer')),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('pending', 'paid')),
	CONSTRAINT "orders_fulfilment" CHECK (("orders"."delivery_method" = 'pickup' AND "orders"."pickup_store_id" IS NOT NULL AND "orders"."shipping_fee_cents" = 0)
        OR ("orders"."delivery_method" = 'delivery' AND "orders"."delivery_country_id" IS NOT NULL AND "orders"."shipping" IS NOT NULL)),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."shipping_fee_cents" >= 0
        AND "orders"."credit_points" >= 0 AND "orders"."credit_cents" >= 0 AND "orders"."total_cents" >= 0 AND "orders"."cash_cents" >= 0),
	CONSTRAINT "orders_total" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_fee_cents"),
	CONSTRAINT "orders_cash" CHECK ("orders"."cash_cents" = "orders"."total_cents" - "orders"."credit_cents")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_access_token_id_site_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."site_access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_gift_rules" ADD CONSTRAINT "free_gift_rules_gift_variant_id_variants_id_fk" FOREIGN KEY ("gift_variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_access_token_id_site_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."site_access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_store_id_pickup_stores_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_country_id_delivery_countries_id_fk" FOREIGN KEY ("delivery_country_id") REFERENCES "public"."delivery_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_access_token" ON "carts" USING btree ("access_token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_member" ON "carts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "site_access_tokens_expires" ON "site_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_member" ON "coupon_uses" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id","created_at");