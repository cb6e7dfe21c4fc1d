-- order_create checks every order against the shop settings, stores, countries, timeslots and
-- closed days. They change only when staff edit them, so orders keep them per catalog version (0012)
-- and these writes bump it, as 0014 does for gift rules and delivery fees.
CREATE TRIGGER shop_settings_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER pickup_stores_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pickup_stores
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER countries_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER timeslots_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timeslots
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER blackout_dates_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blackout_dates
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
