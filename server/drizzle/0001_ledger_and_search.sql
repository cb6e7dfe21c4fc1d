-- Trigram search (catalog keyword search) on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The points ledger is the only way a balance changes: each row moves its balance under a row lock,
-- records the balance after it, and the balance CHECK (>= 0) refuses any row that would overdraw.
CREATE OR REPLACE FUNCTION point_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Insert-then-update rather than an upsert: PostgreSQL checks the balance CHECK on the row it
  -- would insert before it sees the conflict, which would refuse every debit.
  INSERT INTO point_balances (member_id, point_type_id, balance)
  VALUES (NEW.member_id, NEW.point_type_id, 0)
  ON CONFLICT (member_id, point_type_id) DO NOTHING;
  UPDATE point_balances SET balance = balance + NEW.amount
  WHERE member_id = NEW.member_id AND point_type_id = NEW.point_type_id
  RETURNING balance INTO NEW.balance_after;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER point_ledger_apply BEFORE INSERT ON point_ledger
FOR EACH ROW EXECUTE FUNCTION point_ledger_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER point_ledger_append_only BEFORE UPDATE OR DELETE ON point_ledger
FOR EACH ROW EXECUTE FUNCTION point_ledger_append_only();
