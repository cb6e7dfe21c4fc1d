CREATE TABLE "sales_day_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"changes" integer NOT NULL,
	"orders_count" integer NOT NULL,
	"sales_cents" bigint NOT NULL,
	"products" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_day_changes_day" ON "sales_day_changes" USING btree ("day");--> statement-breakpoint
-- The dashboard keeps each closed day's figures in sales_days (docs/staff-console.md, "Dashboard").
-- A change to an order or line of a day that may already be kept appends a row for that day, which
-- tells the reader to compute the day again. Kept days all lie more than 24 h back, so an order
-- younger than an hour, as every order being placed is, needs nothing: checkout writes no row.
CREATE OR REPLACE FUNCTION hong_kong_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '8 hours')::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_day_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_day_changes (day)
  SELECT DISTINCT hong_kong_day(at) FROM (VALUES (OLD.created_at), (NEW.created_at)) AS v(at)
  WHERE at IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_day_order_inserted AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.created_at < now() - interval '1 hour')
  EXECUTE FUNCTION sales_day_order_changed();--> statement-breakpoint
CREATE TRIGGER sales_day_order_updated AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.total_cents, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.total_cents, NEW.created_at)
    AND least(OLD.created_at, NEW.created_at) < now() - interval '1 hour')
  EXECUTE FUNCTION sales_day_order_changed();--> statement-breakpoint
CREATE TRIGGER sales_day_order_deleted AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.created_at < now() - interval '1 hour')
  EXECUTE FUNCTION sales_day_order_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_day_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_day_changes (day)
  SELECT DISTINCT hong_kong_day(o.created_at) FROM changed_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.created_at < now() - interval '1 hour';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_day_lines_inserted AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_day_lines_changed();--> statement-breakpoint
CREATE TRIGGER sales_day_lines_updated AFTER UPDATE ON order_lines
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_day_lines_changed();--> statement-breakpoint
CREATE TRIGGER sales_day_lines_deleted AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION sales_day_lines_changed();
