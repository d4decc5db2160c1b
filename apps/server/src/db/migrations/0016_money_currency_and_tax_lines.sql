-- ADR 016: amounts of replies and orders get their currency (₹ for every row so far) and tax becomes
-- lines in tax_lines. Existing rows get lines from their three columns by the rule the pages used
-- (linesOfSplit in packages/shared/src/gst.ts): none before D34 (no CGST and no IGST stored); IGST
-- when above zero or when both halves are zero; else CGST and SGST at half the rate. The three
-- columns stay, written from the lines from now on.
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('INR', 'USD', 'EUR', 'GBP', 'AED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_lines_check" CHECK ("orders"."tax_lines" is null or jsonb_typeof("orders"."tax_lines") = 'array');--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_currency_check" CHECK ("quote_replies"."currency" in ('INR', 'USD', 'EUR', 'GBP', 'AED'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_tax_lines_check" CHECK ("quote_replies"."tax_lines" is null or jsonb_typeof("quote_replies"."tax_lines") = 'array');;--> statement-breakpoint
UPDATE "quote_replies" SET "tax_lines" = CASE
  WHEN coalesce("igst_paise", 0) > 0 OR (coalesce("cgst_paise", 0) = 0 AND coalesce("sgst_paise", 0) = 0)
    THEN jsonb_build_array(jsonb_build_object('kind', 'igst', 'rate', "gst_rate", 'amount', coalesce("igst_paise", 0)))
  ELSE jsonb_build_array(
    jsonb_build_object('kind', 'cgst', 'rate', "gst_rate"::float8 / 2, 'amount', coalesce("cgst_paise", 0)),
    jsonb_build_object('kind', 'sgst', 'rate', "gst_rate"::float8 / 2, 'amount', coalesce("sgst_paise", 0)))
  END
WHERE "tax_lines" IS NULL AND ("cgst_paise" IS NOT NULL OR "igst_paise" IS NOT NULL);--> statement-breakpoint
UPDATE "orders" SET "tax_lines" = CASE
  WHEN coalesce("igst_paise", 0) > 0 OR (coalesce("cgst_paise", 0) = 0 AND coalesce("sgst_paise", 0) = 0)
    THEN jsonb_build_array(jsonb_build_object('kind', 'igst', 'rate', "gst_rate", 'amount', coalesce("igst_paise", 0)))
  ELSE jsonb_build_array(
    jsonb_build_object('kind', 'cgst', 'rate', "gst_rate"::float8 / 2, 'amount', coalesce("cgst_paise", 0)),
    jsonb_build_object('kind', 'sgst', 'rate', "gst_rate"::float8 / 2, 'amount', coalesce("sgst_paise", 0)))
  END
WHERE "tax_lines" IS NULL AND ("cgst_paise" IS NOT NULL OR "igst_paise" IS NOT NULL);
