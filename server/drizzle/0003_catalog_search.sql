ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_created" ON "products" USING btree ("active","created_at");--> statement-breakpoint
-- The search document of a product: every text a shopper might type, in every language, lower-cased.
CREATE OR REPLACE FUNCTION product_search_document(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ',
    p.name_en, p.name_zh, p.name_cn, p.description_en, p.description_zh, p.description_cn,
    array_to_string(p.tags, ' '), p.origin_en, p.origin_zh, p.process_en, p.process_zh,
    p.tasting_notes_en, p.tasting_notes_zh,
    (SELECT string_agg(v.sku, ' ') FROM variants v WHERE v.product_id = p.id)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_document(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
-- A variant's SKU is part of its product's document: touching the product re-runs the trigger above.
CREATE OR REPLACE FUNCTION variants_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = '' WHERE id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_inserted_touch_product AFTER INSERT ON variants
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_touch_product();
--> statement-breakpoint
CREATE TRIGGER variants_deleted_touch_product AFTER DELETE ON variants
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_touch_product();
--> statement-breakpoint
-- Only a change of SKU or product matters: stock changes at checkout must not touch the product row.
CREATE OR REPLACE FUNCTION variant_sku_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = '' WHERE id IN (OLD.product_id, NEW.product_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_sku_touch_product AFTER UPDATE OF sku, product_id ON variants
FOR EACH ROW EXECUTE FUNCTION variant_sku_touch_product();
