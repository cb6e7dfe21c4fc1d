-- Vouchers assigned to members: an assigned-only coupon is seen and used only by the members given it.
-- (Snapshots before 0013 were behind the hand-written 0008-0012, so drizzle-kit's diff was trimmed to this change.)
ALTER TABLE "coupons" ADD COLUMN "assigned_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "coupon_assignments" (
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" integer,
	CONSTRAINT "coupon_assignments_coupon_id_member_id_pk" PRIMARY KEY("coupon_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_assigned_by_staff_accounts_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_assignments_member" ON "coupon_assignments" USING btree ("member_id");
