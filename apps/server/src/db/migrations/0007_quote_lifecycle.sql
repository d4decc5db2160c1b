CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_mode" text DEFAULT 'immediate' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "notification_preferences_mode_check" CHECK ("notification_preferences"."email_mode" in ('immediate', 'digest', 'off'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_request_id" integer NOT NULL,
	"sender_user_id" text,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "quote_messages_sender_role_check" CHECK ("quote_messages"."sender_role" in ('buyer', 'vendor')),
	CONSTRAINT "quote_messages_body_check" CHECK (char_length("quote_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "quote_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_request_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"gst_rate" integer DEFAULT 18 NOT NULL,
	"freight_paise" integer,
	"ex_works" boolean DEFAULT false NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"message" text,
	"status" text DEFAULT 'current' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_replies_status_check" CHECK ("quote_replies"."status" in ('current', 'superseded', 'accepted', 'declined', 'expired', 'not_chosen')),
	CONSTRAINT "quote_replies_gst_rate_check" CHECK ("quote_replies"."gst_rate" in (0, 5, 12, 18, 28)),
	CONSTRAINT "quote_replies_price_check" CHECK ("quote_replies"."price_paise" > 0),
	CONSTRAINT "quote_replies_revision_check" CHECK ("quote_replies"."revision" >= 1),
	CONSTRAINT "quote_replies_lead_time_check" CHECK ("quote_replies"."lead_time_days" >= 0 and "quote_replies"."lead_time_days" <= 365),
	CONSTRAINT "quote_replies_freight_check" CHECK (("quote_replies"."ex_works" and "quote_replies"."freight_paise" is null) or (not "quote_replies"."ex_works" and "quote_replies"."freight_paise" >= 0))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" text,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"vendor_reply" text,
	"vendor_replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_hidden_check" CHECK ("reviews"."hidden_at" is null or "reviews"."hidden_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_price_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_check";--> statement-breakpoint
-- D17: the old 'approved' state is now 'forwarded' (the request reached its manufacturer).
UPDATE "quote_requests" SET "status" = 'forwarded' WHERE "status" = 'approved';--> statement-breakpoint
DROP INDEX "orders_vendor_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_reply_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_paise" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ex_works" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_rate" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_paise" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lead_time_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transporter" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lr_number" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "forwarded_by" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "close_reason" text;--> statement-breakpoint
UPDATE "quote_requests" SET "forwarded_at" = "updated_at" WHERE "status" <> 'pending' AND "status" <> 'closed';--> statement-breakpoint
UPDATE "quote_requests" SET "closed_at" = "updated_at" WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unemailed_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "quote_messages_request_idx" ON "quote_messages" USING btree ("quote_request_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_replies_revision_idx" ON "quote_replies" USING btree ("quote_request_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_replies_current_idx" ON "quote_replies" USING btree ("quote_request_id") WHERE "quote_replies"."status" = 'current';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_replies_accepted_idx" ON "quote_replies" USING btree ("quote_request_id") WHERE "quote_replies"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "quote_replies_vendor_idx" ON "quote_replies" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_replies_expiry_idx" ON "quote_replies" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "reviews_vendor_idx" ON "reviews" USING btree ("vendor_id","created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_reply_id_quote_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_forwarded_by_user_id_fk" FOREIGN KEY ("forwarded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_status_forwarded_idx" ON "quote_requests" USING btree ("vendor_id","forwarded_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_idx" ON "orders" USING btree ("vendor_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_reply_id_unique" UNIQUE("quote_reply_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_check" CHECK ("orders"."status" <> 'cancelled' or ("orders"."cancelled_at" is not null and "orders"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."quantity_sqft" > 0 and "orders"."price_paise" > 0 and "orders"."subtotal_paise" >= 0 and "orders"."gst_paise" >= 0 and "orders"."total_paise" >= 0 and ("orders"."freight_paise" is null or "orders"."freight_paise" >= 0));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('pending', 'forwarded', 'responded', 'accepted', 'declined', 'closed'));--> statement-breakpoint
ALTER TABLE "quote_requests" DROP COLUMN "response_price_paise";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP COLUMN "response_valid_until";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP COLUMN "response_message";
