-- website_section_get answers are kept per catalog version (0012) like the listings: every page of
-- the storefront opens with them, and sanitising their rich text on every call was their main cost.
-- A section or item written by any process or path bumps the version.
CREATE TRIGGER website_sections_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_sections
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER website_section_items_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON website_section_items
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
