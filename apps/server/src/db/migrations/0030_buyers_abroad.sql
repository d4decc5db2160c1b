ALTER TABLE "buyer_businesses" ALTER COLUMN "billing_state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ALTER COLUMN "billing_pin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD COLUMN "billing_postcode" text;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD COLUMN "billing_region" text;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD COLUMN "import_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD CONSTRAINT "buyer_businesses_country_check" CHECK ("buyer_businesses"."country" in ('IN', 'US', 'GB', 'DE', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'AE', 'SA', 'JP', 'AU', 'CA'));--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD CONSTRAINT "buyer_businesses_address_form_check" CHECK (("buyer_businesses"."country" = 'IN' and "buyer_businesses"."billing_state" is not null and "buyer_businesses"."billing_pin" is not null and "buyer_businesses"."billing_postcode" is null and "buyer_businesses"."import_id" is null) or ("buyer_businesses"."country" <> 'IN' and "buyer_businesses"."gstin" is null and "buyer_businesses"."billing_state" is null and "buyer_businesses"."billing_pin" is null));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_country_check" CHECK ("user"."country" in ('IN', 'US', 'GB', 'DE', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'AE', 'SA', 'JP', 'AU', 'CA'));