-- D47, D48: the export desk's two admin tables. No exchange rate is seeded (a rate is the customs
-- notification an admin types); the payload limits are seeded with the trade's usual figures as
-- unconfirmed defaults (confirmed = false), shown as such until an admin checks and confirms each.
CREATE TABLE "container_payload_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "container_payload_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"leg" text NOT NULL,
	"limit_20_kg" integer NOT NULL,
	"limit_40_kg" integer NOT NULL,
	"note" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_payload_limits_country_check" CHECK ("container_payload_limits"."country" in ('US', 'GB', 'DE', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'AE', 'SA', 'JP', 'AU', 'CA')),
	CONSTRAINT "container_payload_limits_leg_check" CHECK ("container_payload_limits"."leg" in ('road', 'rail', 'port')),
	CONSTRAINT "container_payload_limits_kg_check" CHECK ("container_payload_limits"."limit_20_kg" between 1000 and 32500 and "container_payload_limits"."limit_40_kg" between 1000 and 32500)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"inr_per_unit" numeric(12, 4) NOT NULL,
	"effective_from" date NOT NULL,
	"source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('USD', 'EUR', 'GBP', 'AED')),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."inr_per_unit" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "container_payload_limits_country_leg_idx" ON "container_payload_limits" USING btree ("country","leg");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_idx" ON "exchange_rates" USING btree ("currency","effective_from");--> statement-breakpoint
INSERT INTO "container_payload_limits" ("country", "leg", "limit_20_kg", "limit_40_kg", "note") VALUES
	('US', 'road', 19900, 20185, 'Default to confirm: 44,000 lb in a 20'' and 44,500 lb in a 40'' on a tri-axle chassis under the 80,000 lb highway gross'),
	('US', 'rail', 21500, 21500, 'Default to confirm: about 47,500 lb to a rail ramp'),
	('US', 'port', 27000, 26500, 'Default to confirm: about 60,000 lb collected at the port; a 40'' is held to its own rating'),
	('GB', 'road', 27500, 26500, 'Default to confirm: 44 t gross vehicle; a 40'' is held to its own rating'),
	('DE', 'road', 24000, 24000, 'Default to confirm: 40 t gross vehicle (44 t in combined transport)'),
	('NL', 'road', 28000, 26500, 'Default to confirm: 50 t gross vehicle; a 40'' is held to its own rating'),
	('PL', 'road', 20000, 20000, 'Default to confirm: 40 t gross vehicle with a standard chassis');
