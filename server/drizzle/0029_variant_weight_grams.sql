ALTER TABLE "variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_weight_grams" CHECK ("variants"."weight_grams" IS NULL OR "variants"."weight_grams" BETWEEN 1 AND 50000);--> statement-breakpoint
-- A shop seeded before this column: its bags name their weight in the 'weight' option.
UPDATE "variants" SET "weight_grams" = CASE (
  SELECT o->'value'->>'en' FROM jsonb_array_elements("options") o WHERE o->>'key' = 'weight' LIMIT 1
) WHEN '100 g' THEN 100 WHEN '200 g' THEN 200 WHEN '500 g' THEN 500 WHEN '1 kg' THEN 1000 END;
