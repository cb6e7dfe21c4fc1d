CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_size" CHECK (octet_length("payment_receipts"."image") BETWEEN 1 AND 2097152)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "qr_code" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_receipts_order" ON "payment_receipts" USING btree ("order_id","id");