CREATE TABLE "saved_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"list" text NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_items_list" CHECK ("saved_list_items"."list" IN ('wishlist', 'compare'))
);
--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_list_items_once" ON "saved_list_items" USING btree ("member_id","list","product_id");--> statement-breakpoint
CREATE INDEX "saved_list_items_product" ON "saved_list_items" USING btree ("product_id");