-- Member search's trigram indexes take each new member at once rather than in a pending list: a
-- list grown by sign-ups until autovacuum merges it made the planner scan every member instead
-- (docs/staff-console.md, "Members in the console"). Sign-ups are few, so the slower insert costs little.
ALTER INDEX "members_name_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "members_email_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "members_phone_trgm" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('members_name_trgm'), gin_clean_pending_list('members_email_trgm'),
  gin_clean_pending_list('members_phone_trgm');
