CREATE TABLE "stone_varieties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stone_varieties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"colour" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_varieties_status_check" CHECK ("stone_varieties"."status" in ('active', 'hidden')),
	CONSTRAINT "stone_varieties_colour_check" CHECK ("stone_varieties"."colour" in ('Black', 'White', 'Brown', 'Gray', 'Beige', 'Blue', 'Mixed'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variety_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pincode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stone_varieties_name_idx" ON "stone_varieties" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stone_varieties_slug_idx" ON "stone_varieties" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variety_id_stone_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."stone_varieties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_variety_idx" ON "products" USING btree ("variety_id","status","price_paise");--> statement-breakpoint
CREATE INDEX "quote_requests_access_token_idx" ON "quote_requests" USING btree ("access_token_hash");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('unconfirmed', 'pending', 'forwarded', 'responded', 'accepted', 'declined', 'closed'));