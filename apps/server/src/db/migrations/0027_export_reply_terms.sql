CREATE TABLE "export_reply_terms" (
	"reply_id" integer PRIMARY KEY NOT NULL,
	"incoterm" text NOT NULL,
	"port_of_loading" text,
	"port_of_discharge" text,
	"destination_country" text NOT NULL,
	"inland_leg" text NOT NULL,
	"price_per_m2_minor" bigint NOT NULL,
	"freight_minor" bigint,
	"insurance_minor" bigint,
	"inr_per_unit" numeric(12, 4) NOT NULL,
	"rate_effective_from" date NOT NULL,
	"rate_source" text,
	"total_inr_paise" bigint NOT NULL,
	"advance_percent" integer DEFAULT 0 NOT NULL,
	"balance_terms" text NOT NULL,
	"plans" jsonb NOT NULL,
	"limits_confirmed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_reply_terms_incoterm_check" CHECK ("export_reply_terms"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP')),
	CONSTRAINT "export_reply_terms_country_check" CHECK ("export_reply_terms"."destination_country" in ('US', 'GB', 'DE', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'AE', 'SA', 'JP', 'AU', 'CA')),
	CONSTRAINT "export_reply_terms_leg_check" CHECK ("export_reply_terms"."inland_leg" in ('road', 'rail', 'port')),
	CONSTRAINT "export_reply_terms_balance_check" CHECK ("export_reply_terms"."balance_terms" in ('against-documents', 'against-bl', 'lc-at-sight')),
	CONSTRAINT "export_reply_terms_amounts_check" CHECK ("export_reply_terms"."price_per_m2_minor" > 0 and ("export_reply_terms"."freight_minor" is null or "export_reply_terms"."freight_minor" >= 0) and ("export_reply_terms"."insurance_minor" is null or "export_reply_terms"."insurance_minor" >= 0) and "export_reply_terms"."advance_percent" between 0 and 100),
	CONSTRAINT "export_reply_terms_plans_check" CHECK (jsonb_typeof("export_reply_terms"."plans") = 'array')
);
--> statement-breakpoint
ALTER TABLE "export_reply_terms" ADD CONSTRAINT "export_reply_terms_reply_id_quote_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE cascade ON UPDATE no action;