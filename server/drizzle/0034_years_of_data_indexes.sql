CREATE INDEX "members_name_trgm" ON "members" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_email_trgm" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_phone_trgm" ON "members" USING gin (("area_code" || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payments_waiting" ON "orders" USING btree ("id") WHERE "orders"."payment_status" = 'pending' AND "orders"."status" NOT IN ('cancelled');--> statement-breakpoint
CREATE INDEX "point_ledger_member_newest" ON "point_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_ledger_type_created" ON "point_ledger" USING btree ("point_type_id","created_at","amount");