CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"max_discount_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_member_limit" integer,
	"category_id" integer,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" IN ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 0 AND ("coupons"."kind" <> 'percent' OR "coupons"."value" BETWEEN 1 AND 100)),
	CONSTRAINT "coupons_limits" CHECK (coalesce("coupons"."usage_limit", 1) > 0 AND coalesce("coupons"."per_member_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_sections" (
	"section_key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sections_section_key_product_id_pk" PRIMARY KEY("section_key","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_cn" text NOT NULL,
	"rating_tenths" integer DEFAULT 0 NOT NULL,
	"affiliate_link" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"origin_en" text,
	"origin_zh" text,
	"process_en" text,
	"process_zh" text,
	"roast_level" text,
	"tasting_notes_en" text,
	"tasting_notes_zh" text,
	"roast_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_rating" CHECK ("products"."rating_tenths" BETWEEN 0 AND 50),
	CONSTRAINT "products_roast_level" CHECK ("products"."roast_level" IS NULL OR "products"."roast_level" IN ('light', 'medium_light', 'medium', 'medium_dark', 'dark'))
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variants_inventory_non_negative" CHECK ("variants"."inventory" >= 0),
	CONSTRAINT "variants_prices" CHECK ("variants"."retail_price_cents" >= 0 AND "variants"."sale_price_cents" >= 0),
	CONSTRAINT "variants_sale_not_above_retail" CHECK ("variants"."sale_price_cents" <= "variants"."retail_price_cents"),
	CONSTRAINT "variants_discount" CHECK ("variants"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "variants_option_slots" CHECK (jsonb_array_length("variants"."options") <= 3)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"excerpt_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"author_en" text NOT NULL,
	"author_zh" text NOT NULL,
	"tags" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "website_section_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"image_alt_zh" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_key" text NOT NULL,
	CONSTRAINT "website_sections_section_key_unique" UNIQUE("section_key")
);
--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"day" date NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"reason_zh" text DEFAULT '' NOT NULL,
	CONSTRAINT "blackout_dates_method_day" UNIQUE("method","day"),
	CONSTRAINT "blackout_dates_method" CHECK ("blackout_dates"."method" IN ('pickup', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"iso_code" text NOT NULL,
	"area_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "delivery_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_threshold_cents" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_countries_country_unique" UNIQUE("country_id"),
	CONSTRAINT "delivery_countries_fee_non_negative" CHECK ("delivery_countries"."fee_cents" >= 0),
	CONSTRAINT "delivery_countries_threshold_positive" CHECK ("delivery_countries"."free_threshold_cents" IS NULL OR "delivery_countries"."free_threshold_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"district_en" text NOT NULL,
	"district_zh" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours_en" text NOT NULL,
	"opening_hours_zh" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeslots_method" CHECK ("timeslots"."method" IN ('pickup', 'delivery')),
	CONSTRAINT "timeslots_clock" CHECK ("timeslots"."start_time" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "timeslots"."end_time" ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "timeslots_order" CHECK ("timeslots"."start_time" < "timeslots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '852' NOT NULL,
	"phone" text,
	"country_id" integer,
	"gender" text,
	"receive_marketing" boolean DEFAULT false NOT NULL,
	"tier_id" integer,
	"tokens_valid_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_gender" CHECK ("members"."gender" IS NULL OR "members"."gender" IN ('male', 'female', 'rather_not_say'))
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"min_spend_cents" integer NOT NULL,
	"multiplier_percent" integer NOT NULL,
	CONSTRAINT "tiers_code_unique" UNIQUE("code"),
	CONSTRAINT "tiers_min_spend" CHECK ("tiers"."min_spend_cents" >= 0),
	CONSTRAINT "tiers_multiplier" CHECK ("tiers"."multiplier_percent" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "cash_credit_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"point_type_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"credit_amount" integer NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cash_credit_amounts" CHECK ("cash_credit_products"."price_cents" > 0 AND "cash_credit_products"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_exchange_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"point_type_from" integer NOT NULL,
	"point_type_to" integer NOT NULL,
	"from_amount" integer NOT NULL,
	"to_amount" integer NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_exchange_amounts" CHECK ("credit_exchange_options"."from_amount" > 0 AND "credit_exchange_options"."to_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"member_id" integer NOT NULL,
	"point_type_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_balances_member_id_point_type_id_pk" PRIMARY KEY("member_id","point_type_id"),
	CONSTRAINT "point_balances_non_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"point_type_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_amount_non_zero" CHECK ("point_ledger"."amount" <> 0),
	CONSTRAINT "point_ledger_balance_after" CHECK ("point_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"cash_value_cents" integer NOT NULL,
	CONSTRAINT "point_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sections" ADD CONSTRAINT "product_sections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_section_items" ADD CONSTRAINT "website_section_items_section_id_website_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."website_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_countries" ADD CONSTRAINT "delivery_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_credit_products" ADD CONSTRAINT "cash_credit_products_point_type_id_point_types_id_fk" FOREIGN KEY ("point_type_id") REFERENCES "public"."point_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_exchange_options" ADD CONSTRAINT "credit_exchange_options_point_type_from_point_types_id_fk" FOREIGN KEY ("point_type_from") REFERENCES "public"."point_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_exchange_options" ADD CONSTRAINT "credit_exchange_options_point_type_to_point_types_id_fk" FOREIGN KEY ("point_type_to") REFERENCES "public"."point_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_point_type_id_point_types_id_fk" FOREIGN KEY ("point_type_id") REFERENCES "public"."point_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_point_type_id_point_types_id_fk" FOREIGN KEY ("point_type_id") REFERENCES "public"."point_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "variants_product" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "website_section_items_section" ON "website_section_items" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone" ON "members" USING btree ("area_code","phone");--> statement-breakpoint
CREATE INDEX "point_ledger_member" ON "point_ledger" USING btree ("member_id","point_type_id","id");