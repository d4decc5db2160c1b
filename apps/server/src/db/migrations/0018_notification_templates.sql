-- ADR 019: a notification is stored as its template's key and parameters, no longer as the text
-- written for its reader on the day. Rows written before keep what their reader saw: a row of a
-- kind the notices know becomes the 'notice' template with its title and body as written (a plain
-- text parameter renders as written in every language); any other row keeps its text under
-- 'legacy_text', which renders it as stored. A preference per event and channel gets its own table.
CREATE TABLE "notification_channel_preferences" (
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_channel_preferences_user_id_event_channel_pk" PRIMARY KEY("user_id","event","channel"),
	CONSTRAINT "notification_channel_preferences_event_check" CHECK ("notification_channel_preferences"."event" in ('quotes', 'orders', 'payments', 'samples', 'alerts', 'account')),
	CONSTRAINT "notification_channel_preferences_channel_check" CHECK ("notification_channel_preferences"."channel" in ('bell', 'email'))
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "template" text DEFAULT 'legacy_text' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "in_bell" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_channel_preferences" ADD CONSTRAINT "notification_channel_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null and "notifications"."in_bell";--> statement-breakpoint
UPDATE "notifications" SET
  "template" = CASE
    WHEN "kind" ~ '^(quote|reply|requirement|order|claim|review|payment|sample)_'
      OR "kind" IN ('saved_search', 'manufacturer_application', 'manufacturer_application_resubmitted')
    THEN 'notice' ELSE 'legacy_text' END,
  "params" = jsonb_build_object('title', coalesce("title", ''), 'body', coalesce("body", ''));--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "template" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body";