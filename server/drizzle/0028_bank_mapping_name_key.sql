ALTER TABLE "bank_mappings" DROP CONSTRAINT "bank_mappings_name";--> statement-breakpoint
ALTER TABLE "bank_mappings" DROP CONSTRAINT "bank_mappings_name_folded";--> statement-breakpoint
-- The name is kept as typed from now on; rows saved before were kept in lower case, their key alike.
ALTER TABLE "bank_mappings" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "bank_mappings" SET "name_key" = lower("bank_name");--> statement-breakpoint
ALTER TABLE "bank_mappings" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_name_key" UNIQUE("name_key");--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_name_key_folded" CHECK ("bank_mappings"."name_key" = lower("bank_mappings"."bank_name"));