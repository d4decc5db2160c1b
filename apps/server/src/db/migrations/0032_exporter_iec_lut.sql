ALTER TABLE "vendors" ADD COLUMN "iec" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "lut_number" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "lut_financial_year" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_lut_pair_check" CHECK (("vendors"."lut_number" is null) = ("vendors"."lut_financial_year" is null));