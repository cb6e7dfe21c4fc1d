ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "orders_awaiting_transfer" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_due_at" IS NOT NULL AND "orders"."payment_status" = 'pending' AND "orders"."status" = 'placed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_due" CHECK ("orders"."payment_due_at" IS NULL OR "orders"."payment_method" <> 'pay_at_store');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_reminded" CHECK ("orders"."payment_reminded_at" IS NULL OR "orders"."payment_due_at" IS NOT NULL);--> statement-breakpoint
-- Transfer orders placed before deadlines existed and still unpaid get one: 48 hours from the later of their placing and this migration, so none is cancelled without notice.
UPDATE "orders" SET "payment_due_at" = GREATEST("created_at", now()) + interval '48 hours' WHERE "payment_method" <> 'pay_at_store' AND "payment_status" = 'pending' AND "status" = 'placed' AND "cash_cents" > 0;
