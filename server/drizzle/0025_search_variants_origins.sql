CREATE TABLE "origin_countries" (
	"name_en" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"aliases_en" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"means" text NOT NULL,
	"term_norm" text GENERATED ALWAYS AS (search_normalise(term)) STORED NOT NULL,
	"means_norm" text GENERATED ALWAYS AS (search_normalise(means)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_variants_term_word" CHECK (length("search_variants"."term") BETWEEN 1 AND 40 AND "search_variants"."term" !~ '[[:space:]%_\\]'),
	CONSTRAINT "search_variants_means" CHECK (length("search_variants"."means") BETWEEN 1 AND 60 AND "search_variants"."means" !~ '[%_\\]' AND btrim("search_variants"."means") = "search_variants"."means"),
	CONSTRAINT "search_variants_means_not_term" CHECK (strpos(search_normalise("search_variants"."means"), search_normalise("search_variants"."term")) = 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_region_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_region_zh" text;--> statement-breakpoint
CREATE UNIQUE INDEX "search_variants_term" ON "search_variants" USING btree ("term_norm");--> statement-breakpoint
-- Fold every variant term into what it means (longest term first), after search_normalise: the
-- search trigger folds each product's text and product_get folds the keyword, so either form meets.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  v record;
  folded text := input;
BEGIN
  FOR v IN SELECT term_norm, means_norm FROM search_variants ORDER BY length(term_norm) DESC, term_norm LOOP
    folded := replace(folded, v.term_norm, v.means_norm);
  END LOOP;
  RETURN folded;
END;
$$;
--> statement-breakpoint
-- The search document as in 0012, folded; and the origin read as countries and a region:
-- "Kochere, Yirgacheffe, Ethiopia" is Ethiopia, region Yirgacheffe (the part before the country, and
-- in Chinese the word after the country); "Brazil, Colombia" is a blend of both, with no region. An
-- origin naming no known country counts as its last part.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts text[];
  last_country text;
BEGIN
  NEW.search_text := search_fold(concat_ws(' ',
    lower(concat_ws(' ', NEW.name_en, NEW.name_cn, NEW.description_en, NEW.description_cn,
      NEW.origin_en, NEW.process_en, NEW.tasting_notes_en,
      (SELECT string_agg(v.sku, ' ') FROM variants v WHERE v.product_id = NEW.id))),
    search_normalise(concat_ws(' ', NEW.name_zh, NEW.description_zh, array_to_string(NEW.tags, ' '),
      NEW.origin_zh, NEW.process_zh, NEW.tasting_notes_zh))));
  NEW.search_names := ARRAY[search_fold(lower(NEW.name_en)), search_fold(search_normalise(NEW.name_zh)),
    search_fold(search_normalise(NEW.name_cn))];
  NEW.search_tags := ARRAY(SELECT search_fold(search_normalise(tag)) FROM unnest(NEW.tags) AS tag);

  parts := ARRAY(SELECT btrim(x) FROM regexp_split_to_table(coalesce(NEW.origin_en, ''), ',') AS x
    WHERE btrim(x) <> '');
  NEW.origin_countries := ARRAY(
    SELECT c.name_en FROM unnest(parts) WITH ORDINALITY AS u(part, n)
    JOIN origin_countries c ON lower(u.part) = lower(c.name_en) OR lower(u.part) = ANY (c.aliases_en)
    GROUP BY c.name_en ORDER BY min(u.n));
  IF cardinality(NEW.origin_countries) = 0 AND cardinality(parts) > 0 THEN
    NEW.origin_countries := ARRAY[parts[cardinality(parts)]];
  END IF;
  SELECT c.name_en INTO last_country FROM origin_countries c
    WHERE lower(parts[cardinality(parts)]) = lower(c.name_en) OR lower(parts[cardinality(parts)]) = ANY (c.aliases_en);
  NEW.origin_region_en := NULL;
  NEW.origin_region_zh := NULL;
  IF cardinality(parts) >= 2 AND cardinality(NEW.origin_countries) = 1
     AND coalesce(last_country, parts[cardinality(parts)]) = NEW.origin_countries[1] THEN
    NEW.origin_region_en := parts[cardinality(parts) - 1];
    NEW.origin_region_zh := coalesce(nullif((regexp_split_to_array(btrim(coalesce(NEW.origin_zh, '')), '\s+'))[2], ''),
      NEW.origin_region_en);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A change to the list refolds every product (and so bumps the catalog version through products).
CREATE OR REPLACE FUNCTION search_variants_refold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = '';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_variants_refold AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_variants
FOR EACH STATEMENT EXECUTE FUNCTION search_variants_refold();
--> statement-breakpoint
INSERT INTO origin_countries (name_en, name_zh, aliases_en) VALUES
  ('Ethiopia', '埃塞俄比亞', '{}'), ('Kenya', '肯亞', '{}'), ('Rwanda', '盧旺達', '{}'),
  ('Burundi', '布隆迪', '{}'), ('Tanzania', '坦桑尼亞', '{}'), ('Uganda', '烏干達', '{}'),
  ('Malawi', '馬拉維', '{}'), ('Yemen', '也門', '{}'), ('Colombia', '哥倫比亞', '{}'),
  ('Brazil', '巴西', '{}'), ('Peru', '秘魯', '{}'), ('Bolivia', '玻利維亞', '{}'),
  ('Ecuador', '厄瓜多爾', '{}'), ('Guatemala', '危地馬拉', '{}'), ('Costa Rica', '哥斯達黎加', '{}'),
  ('Panama', '巴拿馬', '{}'), ('El Salvador', '薩爾瓦多', '{}'), ('Honduras', '洪都拉斯', '{}'),
  ('Nicaragua', '尼加拉瓜', '{}'), ('Mexico', '墨西哥', '{}'), ('Jamaica', '牙買加', '{}'),
  ('Indonesia', '印尼', '{sumatra,java,sulawesi,bali,flores}'), ('China', '中國', '{yunnan}'),
  ('India', '印度', '{}'), ('Vietnam', '越南', '{}'), ('Thailand', '泰國', '{}'), ('Laos', '老撾', '{}'),
  ('Myanmar', '緬甸', '{}'), ('Philippines', '菲律賓', '{}'), ('Taiwan', '台灣', '{}'),
  ('Papua New Guinea', '巴布亞新畿內亞', '{}'), ('Timor-Leste', '東帝汶', '{}');
--> statement-breakpoint
-- Spellings shoppers type: Hong Kong, Taiwan and mainland names, common misspellings, run-together words.
INSERT INTO search_variants (term, means) VALUES
  ('耶加雪啡', '耶加雪菲'), ('耶加雪夫', '耶加雪菲'), ('耶加雪非', '耶加雪菲'),
  ('肯尼亞', '肯亞'), ('衣索比亞', '埃塞俄比亞'), ('瓜地馬拉', '危地馬拉'), ('哥斯大黎加', '哥斯達黎加'),
  ('盧安達', '盧旺達'), ('坦尚尼亞', '坦桑尼亞'), ('蒲隆地', '布隆迪'), ('印度尼西亞', '印尼'),
  ('掛耳包', '掛耳'), ('滴濾包', '掛耳'),
  ('dripbag', 'drip bag'), ('drip-bag', 'drip bag'), ('expresso', 'espresso'), ('columbia', 'colombia'),
  ('yirgachefe', 'yirgacheffe'), ('yergacheffe', 'yirgacheffe'), ('etheopia', 'ethiopia'),
  ('ethopia', 'ethiopia'), ('guatamala', 'guatemala'), ('cappucino', 'cappuccino'), ('capuccino', 'cappuccino');
--> statement-breakpoint
UPDATE products SET search_text = '';
