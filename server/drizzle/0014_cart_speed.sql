-- Cart calls price every answer with the free-gift rules and the delivery fees. Both change only
-- when staff edit them, so the cart keeps them per catalog version (0012) and these writes bump it.
CREATE TRIGGER free_gift_rules_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON free_gift_rules
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER delivery_countries_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_countries
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
