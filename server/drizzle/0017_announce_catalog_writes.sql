-- PGlite is one process's database (the server locks its data directory), so that process can
-- learn of every write that moves its kept public answers (the catalog version, 0012, and stock)
-- instead of reading the version on every call (docs/catalog.md). Only a session that asks gets
-- the announcement: on PostgreSQL, where other servers write too, a server reads instead, and
-- NOTIFY would make every committing order queue on the notification lock.
CREATE FUNCTION announce_catalog_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.announce_catalog_writes', true) = 'on' THEN
    PERFORM pg_notify('shop_catalog_writes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_version_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_version
FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_write();
--> statement-breakpoint
CREATE TRIGGER variants_stock_announce AFTER UPDATE OF inventory ON variants
FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_write();
