CREATE TABLE "blog_post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "blog_post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	CONSTRAINT "blog_tags_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_tags_slug" CHECK ("blog_tags"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_tags_names" CHECK ("blog_tags"."name_en" <> '' AND "blog_tags"."name_zh" <> '')
);
--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_tags_tag" ON "blog_post_tags" USING btree ("tag_id");--> statement-breakpoint
-- Existing posts keep their tags: each distinct tag becomes a row (its slug made as blog-tags.ts makes
-- one; both labels the old text until the console gives it its Chinese one), in the posts' own order.
CREATE TEMP TABLE "old_blog_tags" AS
  SELECT p."id" AS "post_id", t."ord" AS "position", t."tag",
    trim(BOTH '-' FROM regexp_replace(lower(t."tag"), '[^a-z0-9]+', '-', 'g')) AS "slug"
  FROM "blog_posts" p, unnest(p."tags") WITH ORDINALITY AS t("tag", "ord");--> statement-breakpoint
DELETE FROM "old_blog_tags" WHERE "slug" = '';--> statement-breakpoint
INSERT INTO "blog_tags" ("slug", "name_en", "name_zh")
  SELECT DISTINCT ON ("slug") "slug", "tag", "tag" FROM "old_blog_tags" ORDER BY "slug", "tag";--> statement-breakpoint
INSERT INTO "blog_post_tags" ("post_id", "tag_id", "position")
  SELECT DISTINCT ON (o."post_id", bt."id") o."post_id", bt."id", o."position"
  FROM "old_blog_tags" o JOIN "blog_tags" bt ON bt."slug" = o."slug"
  ORDER BY o."post_id", bt."id", o."position";--> statement-breakpoint
DROP TABLE "old_blog_tags";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "tags";