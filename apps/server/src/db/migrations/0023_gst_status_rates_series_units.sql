-- D34, D35. (1) GST rates are numbers with a fraction (0.25 %) and any rate the law has; the seeded
-- table moves to the tariff's real items: 2516 12 10 and 2516 12 20 are not tariff items (the line is
-- 2516 12 00), so a block coded 25161200 or 2516 found no row and was charged the 18 % default.
-- Worked granite is all of 6802 (6802 23 and 6802 93 included), 18 %; granite blocks are 2516 11 00
-- and 2516 12 00, 12 % and 5 % from 22 September 2025 (CGST Rate Notification 9/2025); products coded
-- with the two invented items take the real one. (2) A manufacturer states its GST status: one with
-- a GSTIN is taken to be regular, one without unregistered; replies and orders keep their
-- manufacturer's, an order kept before taking it from the GSTIN it recorded (so an unregistered
-- manufacturer's order still to ship is billed without tax, CGST Act s.32). (3) Documents are
-- numbered per GSTIN; a GSTIN's prefix, set once, lives in series_prefixes. (4) A quantity carries
-- its unit quantity code (SQF; CBM or MTS for blocks); every request and order so far was in sq.ft.
CREATE TABLE "series_prefixes" (
	"gstin" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_prefixes_prefix_check" CHECK ("series_prefixes"."prefix" ~ '^[A-Z0-9-]{1,5}$')
);
--> statement-breakpoint
ALTER TABLE "hsn_rates" DROP CONSTRAINT "hsn_rates_rate_check";--> statement-breakpoint
ALTER TABLE "quote_replies" DROP CONSTRAINT "quote_replies_gst_rate_check";--> statement-breakpoint
ALTER TABLE "hsn_rates" ALTER COLUMN "rate_percent" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gst_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quote_replies" ALTER COLUMN "gst_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quote_replies" ALTER COLUMN "gst_rate" SET DEFAULT 18;--> statement-breakpoint
ALTER TABLE "document_series" ADD COLUMN "issuer" text;--> statement-breakpoint
-- D35: a counter takes the GSTIN of its manufacturer, or 'M' and its id without one (CGST Rules r.46(b)).
UPDATE "document_series" SET "issuer" = coalesce("vendors"."gstin", 'M' || "vendors"."id") FROM "vendors" WHERE "vendors"."id" = "document_series"."manufacturer_id";--> statement-breakpoint
-- Two records of one GSTIN continue from the higher of their counters: no number is handed out twice.
DELETE FROM "document_series" AS "a" USING "document_series" AS "b"
  WHERE "a"."issuer" = "b"."issuer" AND "a"."series" = "b"."series" AND "a"."financial_year" = "b"."financial_year"
    AND ("a"."last_number" < "b"."last_number" OR ("a"."last_number" = "b"."last_number" AND "a"."manufacturer_id" > "b"."manufacturer_id"));--> statement-breakpoint
ALTER TABLE "document_series" ALTER COLUMN "issuer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_series" DROP CONSTRAINT "document_series_manufacturer_id_series_financial_year_pk";--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_issuer_series_financial_year_pk" PRIMARY KEY("issuer","series","financial_year");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity_unit" text DEFAULT 'SQF' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_gst_status" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "supplier_gst_status" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quantity_unit" text DEFAULT 'SQF' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "gst_status" text DEFAULT 'unregistered' NOT NULL;--> statement-breakpoint
UPDATE "vendors" SET "gst_status" = 'regular' WHERE "gstin" IS NOT NULL;--> statement-breakpoint
UPDATE "quote_replies" SET "supplier_gst_status" = "vendors"."gst_status" FROM "vendors" WHERE "vendors"."id" = "quote_replies"."vendor_id";--> statement-breakpoint
UPDATE "orders" SET "supplier_gst_status" = CASE WHEN "supplier_gstin" IS NULL THEN 'unregistered' ELSE 'regular' END;--> statement-breakpoint
ALTER TABLE "series_prefixes" ADD CONSTRAINT "series_prefixes_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hsn_rates" ADD CONSTRAINT "hsn_rates_rate_check" CHECK ("hsn_rates"."rate_percent" in (0, 0.25, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_check" CHECK ("orders"."quantity_unit" in ('SQF', 'MTK', 'CBM', 'MTS'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_status_check" CHECK ("orders"."supplier_gst_status" in ('regular', 'composition', 'unregistered'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_gst_status_check" CHECK ("quote_replies"."supplier_gst_status" in ('regular', 'composition', 'unregistered'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_gst_rate_check" CHECK ("quote_replies"."gst_rate" in (0, 0.25, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_unit_check" CHECK ("quote_requests"."quantity_unit" in ('SQF', 'MTK', 'CBM', 'MTS'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_gst_status_check" CHECK ("vendors"."gst_status" in ('regular', 'composition', 'unregistered'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_gst_status_gstin_check" CHECK ("vendors"."gst_status" = 'unregistered' or "vendors"."gstin" is not null);--> statement-breakpoint
DELETE FROM "hsn_rates" WHERE ("hsn", "effective_from") IN (
  ('680223', '2017-07-01'), ('25161220', '2017-07-01'), ('251611', '2017-07-01'), ('251611', '2025-09-22'),
  ('25161210', '2017-07-01'), ('25161210', '2025-09-22')
);--> statement-breakpoint
INSERT INTO "hsn_rates" ("hsn", "description", "rate_percent", "effective_from") VALUES
  ('6802', 'Worked monumental or building stone: granite slabs and tiles (6802 23, 6802 93), all of 6802', 18, '2017-07-01'),
  ('25161100', 'Granite blocks, crude or roughly trimmed', 12, '2017-07-01'),
  ('25161100', 'Granite blocks, crude or roughly trimmed', 5, '2025-09-22'),
  ('25161200', 'Granite blocks, merely cut into blocks or slabs of a rectangular shape', 12, '2017-07-01'),
  ('25161200', 'Granite blocks, merely cut into blocks or slabs of a rectangular shape', 5, '2025-09-22')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" SET "hsn" = '25161200' WHERE "hsn" IN ('25161210', '25161220');--> statement-breakpoint
DROP INDEX "documents_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("manufacturer_id","kind","number",coalesce("snapshot"->'supplier'->>'gstin', ''));
