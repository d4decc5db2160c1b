CREATE TABLE "einvoice_registrations" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"attempted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_registrations_status_check" CHECK ("einvoice_registrations"."status" in ('not_required', 'pending', 'registered', 'refused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "einvoice_settings" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"above_threshold" boolean DEFAULT false NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_registrations" ADD CONSTRAINT "einvoice_registrations_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD CONSTRAINT "einvoice_settings_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD CONSTRAINT "einvoice_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoice_registrations_manufacturer_idx" ON "einvoice_registrations" USING btree ("manufacturer_id","status");