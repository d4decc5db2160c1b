CREATE TABLE "lot_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_photos_position_check" CHECK ("lot_photos"."position" >= 0 and "lot_photos"."position" < 8)
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"block_number" text NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"thickness_mm" integer NOT NULL,
	"finish" text NOT NULL,
	"grade" text NOT NULL,
	"yard_city" text NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_thickness_check" CHECK ("lots"."thickness_mm" between 6 and 100),
	CONSTRAINT "lots_finish_check" CHECK ("lots"."finish" in ('Polished', 'Honed', 'Flamed', 'Brushed', 'Leathered')),
	CONSTRAINT "lots_grade_check" CHECK ("lots"."grade" in ('First', 'Second', 'Commercial'))
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"lots_in_stock" integer DEFAULT 0 NOT NULL,
	"available_slabs" integer DEFAULT 0 NOT NULL,
	"held_slabs" integer DEFAULT 0 NOT NULL,
	"available_sqft_x100" bigint DEFAULT 0 NOT NULL,
	"max_length_mm" integer,
	"max_width_mm" integer,
	"size_frontier" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"thicknesses_mm" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_reply_slabs" (
	"quote_reply_id" integer NOT NULL,
	"slab_id" integer,
	"lot_id" integer,
	"position" integer NOT NULL,
	"block_number" text NOT NULL,
	"lot_number" text NOT NULL,
	"sequence" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"gross_sqft_x100" integer NOT NULL,
	"usable_sqft_x100" integer NOT NULL,
	"photo_media_id" uuid,
	CONSTRAINT "quote_reply_slabs_quote_reply_id_position_pk" PRIMARY KEY("quote_reply_id","position")
);
--> statement-breakpoint
CREATE TABLE "quote_request_slabs" (
	"quote_request_id" integer NOT NULL,
	"slab_id" integer NOT NULL,
	CONSTRAINT "quote_request_slabs_quote_request_id_slab_id_pk" PRIMARY KEY("quote_request_id","slab_id")
);
--> statement-breakpoint
CREATE TABLE "slabs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"block_number" text NOT NULL,
	"sequence" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"gross_sqft_x100" integer NOT NULL,
	"usable_sqft_x100" integer NOT NULL,
	"defects" text,
	"photo_media_id" uuid,
	"status" text DEFAULT 'available' NOT NULL,
	"held_by_reply_id" integer,
	"held_until" date,
	"sold_outside" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slabs_status_check" CHECK ("slabs"."status" in ('available', 'held', 'sold', 'dispatched')),
	CONSTRAINT "slabs_sequence_check" CHECK ("slabs"."sequence" between 1 and 9999),
	CONSTRAINT "slabs_size_check" CHECK ("slabs"."length_mm" between 1 and 3600 and "slabs"."width_mm" between 1 and 2200),
	CONSTRAINT "slabs_sqft_check" CHECK ("slabs"."usable_sqft_x100" > 0 and "slabs"."usable_sqft_x100" <= "slabs"."gross_sqft_x100"),
	CONSTRAINT "slabs_hold_check" CHECK (("slabs"."status" = 'held') = ("slabs"."held_by_reply_id" is not null and "slabs"."held_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billed_sqft_x100" integer;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "bills_on" text;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "billed_sqft_x100" integer;--> statement-breakpoint
ALTER TABLE "lot_photos" ADD CONSTRAINT "lot_photos_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_photos" ADD CONSTRAINT "lot_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reply_slabs" ADD CONSTRAINT "quote_reply_slabs_quote_reply_id_quote_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reply_slabs" ADD CONSTRAINT "quote_reply_slabs_slab_id_slabs_id_fk" FOREIGN KEY ("slab_id") REFERENCES "public"."slabs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reply_slabs" ADD CONSTRAINT "quote_reply_slabs_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reply_slabs" ADD CONSTRAINT "quote_reply_slabs_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_slabs" ADD CONSTRAINT "quote_request_slabs_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_slabs" ADD CONSTRAINT "quote_request_slabs_slab_id_slabs_id_fk" FOREIGN KEY ("slab_id") REFERENCES "public"."slabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_held_by_reply_id_quote_replies_id_fk" FOREIGN KEY ("held_by_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_photos_lot_idx" ON "lot_photos" USING btree ("lot_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_block_lot_idx" ON "lots" USING btree ("vendor_id","block_number","lot_number");--> statement-breakpoint
CREATE INDEX "lots_product_idx" ON "lots" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lots_vendor_idx" ON "lots" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_reply_slabs_slab_idx" ON "quote_reply_slabs" USING btree ("slab_id");--> statement-breakpoint
CREATE INDEX "quote_request_slabs_slab_idx" ON "quote_request_slabs" USING btree ("slab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slabs_block_sequence_idx" ON "slabs" USING btree ("vendor_id","block_number","sequence");--> statement-breakpoint
CREATE INDEX "slabs_lot_idx" ON "slabs" USING btree ("lot_id","sequence");--> statement-breakpoint
CREATE INDEX "slabs_product_status_idx" ON "slabs" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "slabs_vendor_status_idx" ON "slabs" USING btree ("vendor_id","status","id");--> statement-breakpoint
CREATE INDEX "slabs_held_by_idx" ON "slabs" USING btree ("held_by_reply_id") WHERE "slabs"."held_by_reply_id" is not null;--> statement-breakpoint
CREATE INDEX "slabs_held_until_idx" ON "slabs" USING btree ("held_until") WHERE "slabs"."status" = 'held';--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('product', 'logo', 'hero', 'texture', 'category', 'team', 'content', 'lot', 'slab'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_bills_on_check" CHECK ("quote_replies"."bills_on" in ('usable', 'gross'));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_billed_sqft_check" CHECK (("quote_replies"."bills_on" is null) = ("quote_replies"."billed_sqft_x100" is null) and ("quote_replies"."billed_sqft_x100" is null or "quote_replies"."billed_sqft_x100" > 0));--> statement-breakpoint
-- D32: what each product has in stock, one row per product, recomputed for the products a statement on
-- slabs or lots touched (transition tables: a 2,000-slab import costs one pass). The size frontier is the
-- available slabs' (length, width) pairs that no other available slab beats in both, flattened
-- [l1, w1, l2, w2, …]: sorted by length then width, a pair is kept when it is wider than every longer one.
-- Each touched product also gets a catalog_changes row, so every server's index and caches follow (ADR 010).
CREATE OR REPLACE FUNCTION refresh_product_stock(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock AS ps (product_id, lots_in_stock, available_slabs, held_slabs, available_sqft_x100,
    max_length_mm, max_width_mm, size_frontier, thicknesses_mm, grades, updated_at)
  SELECT p.id, coalesce(a.lots, 0), coalesce(a.slabs, 0), coalesce(h.held, 0), coalesce(a.sqft, 0),
    a.max_length, a.max_width, coalesce(f.frontier, '{}'), coalesce(a.thicknesses, '{}'), coalesce(a.grades, '{}'), now()
  FROM (SELECT DISTINCT x AS id FROM unnest(pids) AS x) p
  JOIN products pr ON pr.id = p.id
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT s.lot_id)::int AS lots, count(*)::int AS slabs, sum(s.usable_sqft_x100)::bigint AS sqft,
      max(s.length_mm) AS max_length, max(s.width_mm) AS max_width,
      array_agg(DISTINCT l.thickness_mm ORDER BY l.thickness_mm) AS thicknesses,
      array_agg(DISTINCT l.grade ORDER BY l.grade) AS grades
    FROM slabs s JOIN lots l ON l.id = s.lot_id
    WHERE s.product_id = p.id AND s.status = 'available'
  ) a ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS held FROM slabs s WHERE s.product_id = p.id AND s.status = 'held'
  ) h ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(u.v ORDER BY k.length_mm DESC, k.width_mm DESC, u.o) AS frontier
    FROM (
      SELECT d.length_mm, d.width_mm,
        max(d.width_mm) OVER (ORDER BY d.length_mm DESC, d.width_mm DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS wider
      FROM (SELECT DISTINCT s.length_mm, s.width_mm FROM slabs s WHERE s.product_id = p.id AND s.status = 'available') d
    ) k
    CROSS JOIN LATERAL unnest(ARRAY[k.length_mm, k.width_mm]) WITH ORDINALITY AS u(v, o)
    WHERE k.wider IS NULL OR k.width_mm > k.wider
  ) f ON true
  ON CONFLICT (product_id) DO UPDATE SET
    lots_in_stock = excluded.lots_in_stock, available_slabs = excluded.available_slabs,
    held_slabs = excluded.held_slabs, available_sqft_x100 = excluded.available_sqft_x100,
    max_length_mm = excluded.max_length_mm, max_width_mm = excluded.max_width_mm,
    size_frontier = excluded.size_frontier, thicknesses_mm = excluded.thicknesses_mm,
    grades = excluded.grades, updated_at = excluded.updated_at;
  INSERT INTO catalog_changes (product_id, text_changed)
  SELECT DISTINCT x, false FROM unnest(pids) AS x JOIN products pr ON pr.id = x;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slabs_stock_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_stock(ARRAY(SELECT DISTINCT n.product_id FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slabs_stock_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_stock(ARRAY(SELECT DISTINCT o.product_id FROM old_rows o));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slabs_stock_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_stock(ARRAY(
    SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER slabs_stock_insert AFTER INSERT ON slabs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_inserted();
--> statement-breakpoint
CREATE TRIGGER slabs_stock_update AFTER UPDATE ON slabs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_updated();
--> statement-breakpoint
CREATE TRIGGER slabs_stock_delete AFTER DELETE ON slabs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_deleted();
--> statement-breakpoint
CREATE TRIGGER lots_stock_insert AFTER INSERT ON lots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_inserted();
--> statement-breakpoint
CREATE TRIGGER lots_stock_update AFTER UPDATE ON lots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_updated();
--> statement-breakpoint
CREATE TRIGGER lots_stock_delete AFTER DELETE ON lots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slabs_stock_deleted();
--> statement-breakpoint
CREATE TRIGGER lot_photos_catalog_version AFTER INSERT OR UPDATE OR DELETE ON lot_photos
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE TRIGGER slabs_catalog_version AFTER INSERT OR UPDATE OR DELETE ON slabs
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE TRIGGER lots_catalog_version AFTER INSERT OR UPDATE OR DELETE ON lots
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
