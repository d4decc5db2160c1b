CREATE TABLE "price_drops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"old_price_paise" integer NOT NULL,
	"new_price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text,
	"group_id" uuid NOT NULL,
	"category_id" integer,
	"variety_id" integer,
	"stone" text,
	"product_type" text NOT NULL,
	"finish_type" text,
	"thickness" text,
	"material_quality" text DEFAULT 'Premium' NOT NULL,
	"quantity_sqft" integer NOT NULL,
	"target_price_paise" integer,
	"customer_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"buyer_company" text,
	"buyer_gstin" text,
	"billing_address" text,
	"billing_state" text,
	"delivery_address" text,
	"delivery_city" text NOT NULL,
	"delivery_pin" text NOT NULL,
	"delivery_state" text,
	"needed_by" date,
	"description" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"hidden_reason" text,
	"hidden_by" text,
	"hidden_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_group_id_unique" UNIQUE("group_id"),
	CONSTRAINT "requirements_status_check" CHECK ("requirements"."status" in ('open', 'closed', 'hidden')),
	CONSTRAINT "requirements_stone_check" CHECK ("requirements"."category_id" is not null or "requirements"."variety_id" is not null),
	CONSTRAINT "requirements_type_check" CHECK ("requirements"."product_type" in ('Slabs', 'Tiles', 'Both', 'Blocks', 'Monuments')),
	CONSTRAINT "requirements_finish_check" CHECK ("requirements"."finish_type" in ('Polished', 'Honed', 'Flamed', 'Brushed', 'Leathered')),
	CONSTRAINT "requirements_thickness_check" CHECK ("requirements"."thickness" in ('12mm', '15mm', '18mm', '20mm', '25mm', '30mm')),
	CONSTRAINT "requirements_quality_check" CHECK ("requirements"."material_quality" in ('Commercial', 'Semi-Premium', 'Premium', 'Export Quality')),
	CONSTRAINT "requirements_quantity_check" CHECK ("requirements"."quantity_sqft" > 0),
	CONSTRAINT "requirements_target_check" CHECK ("requirements"."target_price_paise" is null or "requirements"."target_price_paise" between 1 and 1000000000),
	CONSTRAINT "requirements_pin_check" CHECK ("requirements"."delivery_pin" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "requirements_seats_check" CHECK ("requirements"."reply_count" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sample_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer,
	"product_id" integer,
	"product_name" text NOT NULL,
	"block_number" text NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"vendor_id" integer,
	"user_id" text,
	"contact_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_pin" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"fee_paise" integer,
	"decline_reason" text,
	"courier" text,
	"tracking_number" text,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_status_check" CHECK ("sample_requests"."status" in ('requested', 'accepted', 'declined', 'dispatched', 'received', 'cancelled')),
	CONSTRAINT "sample_requests_fee_check" CHECK ("sample_requests"."fee_paise" is null or "sample_requests"."fee_paise" between 0 and 10000000),
	CONSTRAINT "sample_requests_pin_check" CHECK ("sample_requests"."delivery_pin" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"price_drops" boolean DEFAULT true NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('immediately', 'daily', 'weekly', 'none'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "requirement_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "sample_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "delivery_states" text[];--> statement-breakpoint
ALTER TABLE "price_drops" ADD CONSTRAINT "price_drops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_variety_id_stone_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."stone_varieties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_drops_created_idx" ON "price_drops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_drops_product_idx" ON "price_drops" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "requirements_user_idx" ON "requirements" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requirements_open_idx" ON "requirements" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "requirements_category_idx" ON "requirements" USING btree ("category_id","product_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requirements_variety_idx" ON "requirements" USING btree ("variety_id","product_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_user_idx" ON "sample_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_vendor_idx" ON "sample_requests" USING btree ("vendor_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_lot_idx" ON "sample_requests" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","checked_through");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_sample_id_sample_requests_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_requirement_vendor_idx" ON "quote_requests" USING btree ("requirement_id","vendor_id");--> statement-breakpoint
CREATE INDEX "quote_requests_sample_idx" ON "quote_requests" USING btree ("sample_id");--> statement-breakpoint
-- D41: every lowering of a product's price is kept for the saved-search alerts.
CREATE FUNCTION record_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_paise < OLD.price_paise THEN
    INSERT INTO price_drops (product_id, old_price_paise, new_price_paise)
    VALUES (NEW.id, OLD.price_paise, NEW.price_paise);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_drop AFTER UPDATE OF price_paise ON products
  FOR EACH ROW WHEN (NEW.price_paise < OLD.price_paise) EXECUTE FUNCTION record_price_drop();
