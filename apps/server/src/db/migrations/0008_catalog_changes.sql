-- The change feed of the public catalogue (ADR 010). Every server process keeps an in-memory index of
-- the visible products (catalog.index.ts) and patches it from this table instead of rebuilding it or
-- emptying every cached answer on each edit. A row names one product whose shown columns changed
-- (text_changed: its search vector too); a row without a product means a manufacturer or category
-- changed, and the processes rebuild. Rows older than an hour are pruned by the servers.
CREATE TABLE "catalog_changes" (
  "seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "product_id" integer,
  "text_changed" boolean NOT NULL DEFAULT false,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" ("changed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id, text_changed) SELECT n.id, true FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id, text_changed) SELECT o.id, true FROM old_rows o;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the storefront shows: a product view (view_count) or a version bump is no change.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id, text_changed)
  SELECT n.id, n.search_vector IS DISTINCT FROM o.search_vector
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.name, n.price_paise, n.vendor_id, n.category_id, n.image_url, n.image_media_id, n.is_best_seller,
         n.status, n.description, n.material_quality, n.product_type, n.thickness, n.slab_size, n.tile_size,
         n.finish_type, n.water_absorption, n.application, n.origin, n.availability_status,
         n.technical_specifications, n.colour, n.created_by_admin, n.created_at, n.search_vector)
    IS DISTINCT FROM
        (o.name, o.price_paise, o.vendor_id, o.category_id, o.image_url, o.image_media_id, o.is_best_seller,
         o.status, o.description, o.material_quality, o.product_type, o.thickness, o.slab_size, o.tile_size,
         o.finish_type, o.water_absorption, o.application, o.origin, o.availability_status,
         o.technical_specifications, o.colour, o.created_by_admin, o.created_at, o.search_vector);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_deleted();
--> statement-breakpoint
-- Manufacturers and categories: what they change (names, status, visibility) touches many products.
CREATE OR REPLACE FUNCTION catalog_rebuild_needed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id, text_changed) VALUES (NULL, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rebuild_needed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rebuild_needed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changes_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rebuild_needed();
