-- Order lifecycle for the staff console (docs/order-lifecycle.md): a fulfilment status beside the
-- payment status, refunds by line, and the history of every transition.
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cash_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_credit_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('placed', 'ready_for_pickup', 'out_for_delivery', 'completed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_method" CHECK (("orders"."status" <> 'ready_for_pickup' OR "orders"."delivery_method" = 'pickup')
        AND ("orders"."status" <> 'out_for_delivery' OR "orders"."delivery_method" = 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_payment" CHECK (("orders"."status" = 'refunded') = ("orders"."payment_status" = 'refunded')
        AND ("orders"."status" <> 'cancelled' OR "orders"."payment_status" = 'pending')
        AND ("orders"."status" NOT IN ('completed', 'out_for_delivery') OR "orders"."payment_status" IN ('paid', 'partially_refunded'))
        AND ("orders"."status" <> 'ready_for_pickup' OR "orders"."payment_method" = 'pay_at_store' OR "orders"."payment_status" IN ('paid', 'partially_refunded')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at" CHECK (("orders"."payment_status" = 'pending') = ("orders"."paid_at" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_returned" CHECK ("orders"."refunded_cash_cents" BETWEEN 0 AND "orders"."cash_cents"
        AND "orders"."returned_credit_points" BETWEEN 0 AND "orders"."credit_points"
        AND ("orders"."payment_status" <> 'pending' OR "orders"."refunded_cash_cents" = 0)
        AND ("orders"."status" <> 'cancelled' OR "orders"."returned_credit_points" = "orders"."credit_points")
        AND ("orders"."status" <> 'refunded' OR ("orders"."refunded_cash_cents" = "orders"."cash_cents" AND "orders"."returned_credit_points" = "orders"."credit_points")));--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_day" ON "orders" USING btree ("fulfilment_date","timeslot_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_quantity" CHECK ("order_lines"."refunded_quantity" BETWEEN 0 AND "order_lines"."quantity");--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cash_cents" integer DEFAULT 0 NOT NULL,
	"credit_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_action" CHECK ("order_events"."action" IN ('confirm_payment', 'ready_for_pickup', 'out_for_delivery', 'complete', 'cancel', 'refund')),
	CONSTRAINT "order_events_amounts" CHECK ("order_events"."cash_cents" >= 0 AND "order_events"."credit_points" >= 0)
);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");
