CREATE TABLE "attachment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_files_mime_check" CHECK ("attachment_files"."mime_type" in ('image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "manufacturer_payees" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"account_holder" text,
	"account_number" text,
	"ifsc" text,
	"bank_name" text,
	"branch" text,
	"upi_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturer_payees_bank_check" CHECK (("manufacturer_payees"."account_holder" is null) = ("manufacturer_payees"."account_number" is null) and ("manufacturer_payees"."account_number" is null) = ("manufacturer_payees"."ifsc" is null) and ("manufacturer_payees"."ifsc" is null) = ("manufacturer_payees"."bank_name" is null) and ("manufacturer_payees"."bank_name" is null) = ("manufacturer_payees"."branch" is null)),
	CONSTRAINT "manufacturer_payees_ifsc_check" CHECK ("manufacturer_payees"."ifsc" is null or "manufacturer_payees"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "manufacturer_payees_something_check" CHECK ("manufacturer_payees"."account_number" is not null or "manufacturer_payees"."upi_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_status_check";--> statement-breakpoint
ALTER TABLE "quote_messages" DROP CONSTRAINT "quote_messages_sender_role_check";--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "decided_as" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "answer_file_id" uuid;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payee" jsonb;--> statement-breakpoint
ALTER TABLE "attachment_files" ADD CONSTRAINT "attachment_files_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_payees" ADD CONSTRAINT "manufacturer_payees_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_payees" ADD CONSTRAINT "manufacturer_payees_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_files_owner_idx" ON "attachment_files" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_answer_file_id_attachment_files_id_fk" FOREIGN KEY ("answer_file_id") REFERENCES "public"."attachment_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_decided_as_check" CHECK ("order_payments"."decided_as" is null or "order_payments"."decided_as" in ('manufacturer', 'admin'));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_answer_check" CHECK ("order_payments"."status" <> 'answered' or ("order_payments"."answer_note" is not null and "order_payments"."answered_at" is not null));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('recorded', 'confirmed', 'disputed', 'answered', 'rejected'));--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_sender_role_check" CHECK ("quote_messages"."sender_role" in ('buyer', 'vendor', 'admin'));--> statement-breakpoint
-- D45: every payment decided before admins could decide was decided by its manufacturer.
UPDATE "order_payments" SET "decided_as" = 'manufacturer' WHERE "decided_at" IS NOT NULL;
