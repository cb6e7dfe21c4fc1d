CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_body" CHECK (char_length("product_reviews"."body") BETWEEN 1 AND 2000),
	CONSTRAINT "product_reviews_language" CHECK ("product_reviews"."language" IN ('en', 'zh-HK')),
	CONSTRAINT "product_reviews_status" CHECK ("product_reviews"."status" IN ('pending', 'published', 'hidden')),
	CONSTRAINT "product_reviews_answer" CHECK (char_length("product_reviews"."answer") <= 2000 AND ("product_reviews"."answer" = '') = ("product_reviews"."answered_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_answered_by_staff_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_member" ON "product_reviews" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_published" ON "product_reviews" USING btree ("product_id","created_at") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_status_created" ON "product_reviews" USING btree ("status","created_at");--> statement-breakpoint
-- The seed's fixed ratings came from no one: every rating is now kept from published reviews.
UPDATE "products" SET "rating_tenths" = 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_count" CHECK ("products"."rating_count" >= 0 AND ("products"."rating_count" > 0 OR "products"."rating_tenths" = 0));