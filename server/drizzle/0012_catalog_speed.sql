-- Tags in normalised form, so ranking a keyword against them needs no per-row search_normalise().
ALTER TABLE "products" ADD COLUMN "search_tags" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ',
    lower(concat_ws(' ', NEW.name_en, NEW.name_cn, NEW.description_en, NEW.description_cn,
      NEW.origin_en, NEW.process_en, NEW.tasting_notes_en,
      (SELECT string_agg(v.sku, ' ') FROM variants v WHERE v.product_id = NEW.id))),
    search_normalise(concat_ws(' ', NEW.name_zh, NEW.description_zh, array_to_string(NEW.tags, ' '),
      NEW.origin_zh, NEW.process_zh, NEW.tasting_notes_zh)));
  NEW.search_names := ARRAY[lower(NEW.name_en), search_normalise(NEW.name_zh), lower(NEW.name_cn)];
  NEW.search_tags := ARRAY(SELECT search_normalise(tag) FROM unnest(NEW.tags) AS tag);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE products SET search_text = '';
--> statement-breakpoint
-- Listings without a keyword walk the shown products in id order without reading the wide rows.
CREATE INDEX "products_active_id" ON "products" ("id") WHERE "active";
--> statement-breakpoint
-- One number that changes with every write a listing depends on: product_get caches ids, totals and
-- facets per version, in every server process, with no cooperation from the code that writes.
CREATE TABLE "catalog_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
-- Stock is not part of a listing: checkout's inventory updates must never queue on this row.
CREATE TRIGGER variants_bump_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON variants
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER variants_price_bump_catalog_version
AFTER UPDATE OF retail_price_cents, sale_price_cents, discount_percent, product_id ON variants
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
