CREATE TABLE "buyer_businesses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"gstin" text,
	"billing_address" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_state" text NOT NULL,
	"billing_pin" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_businesses_state_check" CHECK ("buyer_businesses"."billing_state" in ('Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal'))
);
--> statement-breakpoint
CREATE TABLE "buyer_delivery_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_delivery_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_delivery_addresses_state_check" CHECK ("buyer_delivery_addresses"."state" in ('Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal'))
);
--> statement-breakpoint
CREATE TABLE "hsn_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hsn_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hsn" text NOT NULL,
	"description" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"effective_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hsn_rates_hsn_check" CHECK ("hsn_rates"."hsn" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "hsn_rates_rate_check" CHECK ("hsn_rates"."rate_percent" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"vendor_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_vendor_id_financial_year_pk" PRIMARY KEY("vendor_id","financial_year"),
	CONSTRAINT "invoice_series_year_check" CHECK ("invoice_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "order_claim_photos" (
	"claim_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_claim_photos_claim_id_position_pk" PRIMARY KEY("claim_id","position"),
	CONSTRAINT "order_claim_photos_position_check" CHECK ("order_claim_photos"."position" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"outcome_note" text,
	"raised_by" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_claims_status_check" CHECK ("order_claims"."status" in ('open', 'closed')),
	CONSTRAINT "order_claims_outcome_check" CHECK ("order_claims"."outcome" in ('replaced', 'refunded', 'credit-note', 'resolved', 'rejected')),
	CONSTRAINT "order_claims_closed_check" CHECK (("order_claims"."status" = 'closed') = ("order_claims"."outcome" is not null and "order_claims"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"storage_key" text,
	"sha256" text,
	"bytes" integer,
	"supersedes_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_kind_check" CHECK ("order_documents"."kind" in ('proforma', 'tax-invoice', 'challan', 'e-way-bill'))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"dispute_reason" text,
	"recorded_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_paise" > 0),
	CONSTRAINT "order_payments_method_check" CHECK ("order_payments"."method" in ('NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque')),
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('recorded', 'confirmed', 'disputed')),
	CONSTRAINT "order_payments_dispute_check" CHECK ("order_payments"."status" <> 'disputed' or "order_payments"."dispute_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_order_id_kind_due_on_pk" PRIMARY KEY("order_id","kind","due_on")
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transporter_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due" text DEFAULT 'on-delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "supplier_state" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "cgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "sgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "igst_paise" bigint;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "balance_due" text DEFAULT 'on-delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "balance_days" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "buyer_businesses" ADD CONSTRAINT "buyer_businesses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_delivery_addresses" ADD CONSTRAINT "buyer_delivery_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim_photos" ADD CONSTRAINT "order_claim_photos_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim_photos" ADD CONSTRAINT "order_claim_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_raised_by_user_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_supersedes_id_order_documents_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."order_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_delivery_addresses_user_idx" ON "buyer_delivery_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hsn_rates_hsn_date_idx" ON "hsn_rates" USING btree ("hsn","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_open_idx" ON "order_claims" USING btree ("order_id") WHERE "order_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_claims_status_idx" ON "order_claims" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_number_idx" ON "order_documents" USING btree ("vendor_id","kind","number");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id","kind","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_idx" ON "order_payments" USING btree ("order_id","method","reference");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('product', 'logo', 'hero', 'texture', 'category', 'team', 'content', 'lot', 'slab', 'claim'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_check" CHECK ("orders"."advance_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_due_check" CHECK ("orders"."balance_due" in ('before-dispatch', 'on-delivery', 'days-after-delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_distance_check" CHECK ("orders"."distance_km" is null or "orders"."distance_km" between 1 and 4000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_check" CHECK ("products"."hsn" is null or "products"."hsn" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_advance_check" CHECK ("quote_replies"."advance_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_balance_due_check" CHECK ("quote_replies"."balance_due" in ('before-dispatch', 'on-delivery', 'days-after-delivery'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_balance_days_check" CHECK (("quote_replies"."balance_due" = 'days-after-delivery') = ("quote_replies"."balance_days" is not null) and ("quote_replies"."balance_days" is null or "quote_replies"."balance_days" between 1 and 180));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_tax_split_check" CHECK (("quote_replies"."cgst_paise" is null or "quote_replies"."cgst_paise" >= 0) and ("quote_replies"."sgst_paise" is null or "quote_replies"."sgst_paise" >= 0) and ("quote_replies"."igst_paise" is null or "quote_replies"."igst_paise" >= 0));--> statement-breakpoint
-- D34: the granite rates, from GST's start (1 July 2017) and the change of 22 September 2025.
-- Admins keep this table from here on; a product's HSN finds its row by the longest matching prefix.
INSERT INTO "hsn_rates" ("hsn", "description", "rate_percent", "effective_from") VALUES
  ('680223', 'Granite, worked: polished or cut slabs and tiles', 18, '2017-07-01'),
  ('25161220', 'Granite merely cut into slabs', 18, '2017-07-01'),
  ('251611', 'Granite blocks, crude or roughly trimmed', 12, '2017-07-01'),
  ('251611', 'Granite blocks, crude or roughly trimmed', 5, '2025-09-22'),
  ('25161210', 'Granite merely cut into blocks', 12, '2017-07-01'),
  ('25161210', 'Granite merely cut into blocks', 5, '2025-09-22')
ON CONFLICT DO NOTHING;
