-- D49: the loading list of an order of chosen slabs. A slab row going (a lot or a slab deleted once
-- the order was cancelled and its slabs were back in stock) takes its scans and reasons with it; a
-- bundle photo keeps its image (restrict), which the media module releases once nothing shows it.
CREATE TABLE "order_loading_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_loading_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_loading_scans" (
	"order_id" integer NOT NULL,
	"slab_id" integer NOT NULL,
	"bundle" integer,
	"scanned_by" text,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_loading_scans_order_id_slab_id_pk" PRIMARY KEY("order_id","slab_id"),
	CONSTRAINT "order_loading_scans_bundle_check" CHECK ("order_loading_scans"."bundle" is null or "order_loading_scans"."bundle" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "order_loading_shortfalls" (
	"order_id" integer NOT NULL,
	"slab_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"replacement_slab_id" integer,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_loading_shortfalls_order_id_slab_id_pk" PRIMARY KEY("order_id","slab_id"),
	CONSTRAINT "order_loading_shortfalls_reason_check" CHECK ("order_loading_shortfalls"."reason" in ('broken', 'replaced')),
	CONSTRAINT "order_loading_shortfalls_replacement_check" CHECK ("order_loading_shortfalls"."reason" = 'replaced' or ("order_loading_shortfalls"."replacement_slab_id" is null and "order_loading_shortfalls"."accepted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "order_loading_photos" ADD CONSTRAINT "order_loading_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_photos" ADD CONSTRAINT "order_loading_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_photos" ADD CONSTRAINT "order_loading_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_scans" ADD CONSTRAINT "order_loading_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_scans" ADD CONSTRAINT "order_loading_scans_slab_id_slabs_id_fk" FOREIGN KEY ("slab_id") REFERENCES "public"."slabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_scans" ADD CONSTRAINT "order_loading_scans_scanned_by_user_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_shortfalls" ADD CONSTRAINT "order_loading_shortfalls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_shortfalls" ADD CONSTRAINT "order_loading_shortfalls_slab_id_slabs_id_fk" FOREIGN KEY ("slab_id") REFERENCES "public"."slabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_shortfalls" ADD CONSTRAINT "order_loading_shortfalls_replacement_slab_id_slabs_id_fk" FOREIGN KEY ("replacement_slab_id") REFERENCES "public"."slabs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_shortfalls" ADD CONSTRAINT "order_loading_shortfalls_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_loading_shortfalls" ADD CONSTRAINT "order_loading_shortfalls_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_loading_photos_order_idx" ON "order_loading_photos" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_loading_scans_slab_idx" ON "order_loading_scans" USING btree ("slab_id");--> statement-breakpoint
CREATE INDEX "order_loading_shortfalls_replacement_idx" ON "order_loading_shortfalls" USING btree ("replacement_slab_id");