CREATE TABLE "bank_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"delimiter" text NOT NULL,
	"date_column" text NOT NULL,
	"date_format" text NOT NULL,
	"amount_style" text NOT NULL,
	"amount_column" text DEFAULT '' NOT NULL,
	"credit_column" text DEFAULT '' NOT NULL,
	"debit_column" text DEFAULT '' NOT NULL,
	"description_column" text NOT NULL,
	"reference_column" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_mappings_name" UNIQUE("bank_name"),
	CONSTRAINT "bank_mappings_name_folded" CHECK ("bank_mappings"."bank_name" = lower("bank_mappings"."bank_name")),
	CONSTRAINT "bank_mappings_amount_columns" CHECK (("bank_mappings"."amount_style" = 'signed' AND "bank_mappings"."amount_column" <> '')
        OR ("bank_mappings"."amount_style" = 'split' AND "bank_mappings"."credit_column" <> '' AND "bank_mappings"."debit_column" <> ''))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"ordinal" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_order_id" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_order" UNIQUE("confirmed_order_id"),
	CONSTRAINT "bank_statement_lines_identity" UNIQUE("bank_id","booked_on","amount_cents","description","ordinal"),
	CONSTRAINT "bank_statement_lines_credit" CHECK ("bank_statement_lines"."amount_cents" > 0),
	CONSTRAINT "bank_statement_lines_ordinal" CHECK ("bank_statement_lines"."ordinal" >= 1),
	CONSTRAINT "bank_statement_lines_confirmed" CHECK (("bank_statement_lines"."confirmed_order_id" IS NULL) = ("bank_statement_lines"."confirmed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_id_bank_mappings_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_mappings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_order_id_orders_id_fk" FOREIGN KEY ("confirmed_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_by_staff_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_day" ON "bank_statement_lines" USING btree ("bank_id","booked_on");