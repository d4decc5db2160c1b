-- D42, ADR 014 (addendum): documents with a state. The documents issued so far (order_documents) move
-- into the document record with their ids, numbers, dates, files and hashes, as issued; the invoice
-- series keep their last numbers as the 'tax_invoice' series, so numbering goes on without a gap.
-- Rows issued before records kept their snapshot carry none: a stored file is that document, and one
-- not downloaded yet takes its snapshot from the order at its first download, as before.
CREATE TABLE "document_series" (
	"manufacturer_id" integer NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_series_manufacturer_id_series_financial_year_pk" PRIMARY KEY("manufacturer_id","series","financial_year"),
	CONSTRAINT "document_series_year_check" CHECK ("document_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"series" text NOT NULL,
	"number" text,
	"financial_year" text,
	"snapshot" jsonb,
	"issued_at" timestamp with time zone,
	"issued_by" text,
	"storage_key" text,
	"sha256" text,
	"bytes" integer,
	"irn" text,
	"ack_no" text,
	"ack_date" timestamp with time zone,
	"signed_qr" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"corrects_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('proforma', 'tax_invoice', 'bill_of_supply', 'delivery_challan', 'eway_bill_json', 'credit_note', 'debit_note', 'receipt_voucher', 'replacement_challan')),
	CONSTRAINT "documents_state_check" CHECK ("documents"."state" in ('draft', 'issued', 'registered', 'cancelled', 'credited')),
	CONSTRAINT "documents_issued_check" CHECK ("documents"."state" = 'draft' or ("documents"."number" is not null and "documents"."issued_at" is not null)),
	CONSTRAINT "documents_cancelled_check" CHECK ("documents"."state" <> 'cancelled' or "documents"."cancel_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_corrects_id_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("manufacturer_id","kind","number");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id","kind","issued_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "document_series" ("manufacturer_id", "series", "financial_year", "last_number")
SELECT "vendor_id", 'tax_invoice', "financial_year", "last_number" FROM "invoice_series";--> statement-breakpoint
INSERT INTO "documents" ("id", "order_id", "manufacturer_id", "kind", "state", "series", "number", "financial_year", "issued_at", "storage_key", "sha256", "bytes", "corrects_id", "created_at")
OVERRIDING SYSTEM VALUE
SELECT "id", "order_id", "vendor_id",
  CASE "kind" WHEN 'tax-invoice' THEN 'tax_invoice' WHEN 'challan' THEN 'delivery_challan' WHEN 'e-way-bill' THEN 'eway_bill_json' ELSE "kind" END,
  'issued', CASE "kind" WHEN 'tax-invoice' THEN 'tax_invoice' ELSE 'order' END,
  "number", "financial_year", "issued_at", "storage_key", "sha256", "bytes", NULL, "created_at"
FROM "order_documents" ORDER BY "id";--> statement-breakpoint
UPDATE "documents" d SET "corrects_id" = o."supersedes_id" FROM "order_documents" o WHERE o."id" = d."id" AND o."supersedes_id" IS NOT NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"documents"', 'id'), coalesce((SELECT max("id") FROM "documents"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "invoice_series" CASCADE;--> statement-breakpoint
DROP TABLE "order_documents" CASCADE;
