-- Catalogue search and cache maintenance (D11, ADR 007). Triggers keep three things current whatever
-- writes the tables (admin screens, vendor panel, seed, SQL by hand), on PGlite and PostgreSQL 15:
--   products.search_vector  weighted document: name A, manufacturer B, colour/origin/quality C, description D
--   search_words            distinct words of all vectors with their product counts (typo correction)
--   catalog_state.version   bumped on every change the public catalogue can show (cache invalidation)
-- The 'simple' configuration keeps words as written: granite names and Indian place names must not be stemmed.

INSERT INTO catalog_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_product_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce((SELECT v.business_name FROM vendors v WHERE v.id = NEW.vendor_id), '')), 'B') ||
    setweight(to_tsvector('simple', concat_ws(' ', NEW.colour, NEW.origin, NEW.material_quality)), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, vendor_id, colour, origin, material_quality, description ON products
  FOR EACH ROW EXECUTE FUNCTION catalog_product_search_vector();
--> statement-breakpoint
-- Word counts follow the vectors statement by statement (transition tables), so a bulk load costs one pass.
CREATE OR REPLACE FUNCTION catalog_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, ndoc)
  SELECT u.lexeme, count(*) FROM new_rows n, unnest(n.search_vector) AS u GROUP BY u.lexeme
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_words w SET ndoc = w.ndoc - d.n
  FROM (SELECT u.lexeme, count(*) AS n FROM old_rows o, unnest(o.search_vector) AS u GROUP BY u.lexeme) d
  WHERE w.word = d.lexeme;
  DELETE FROM search_words WHERE ndoc <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (view counts, prices, statuses) leave the vectors alone: skip them cheaply.
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_vector IS DISTINCT FROM o.search_vector
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_words (word, ndoc)
  SELECT lexeme, sum(n)::int FROM (
    SELECT u.lexeme, 1 AS n FROM new_rows r, unnest(r.search_vector) AS u
    UNION ALL
    SELECT u.lexeme, -1 AS n FROM old_rows r, unnest(r.search_vector) AS u
  ) d GROUP BY lexeme HAVING sum(n) <> 0
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  DELETE FROM search_words WHERE ndoc <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_words_added();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_words_removed();
--> statement-breakpoint
-- A renamed manufacturer re-indexes its products (touching vendor_id fires products_search_vector).
CREATE OR REPLACE FUNCTION catalog_vendor_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.business_name IS DISTINCT FROM OLD.business_name THEN
    UPDATE products SET vendor_id = vendor_id WHERE vendor_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_rename AFTER UPDATE OF business_name ON vendors
  FOR EACH ROW EXECUTE FUNCTION catalog_vendor_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every product column the storefront shows; view_count, updated_at and search_vector are left out
-- so counting a product view does not empty the caches. A new shown column belongs in this list.
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, price_paise, vendor_id, category_id, image_url,
    image_media_id, is_best_seller, status, description, material_quality, product_type, thickness,
    slab_size, tile_size, finish_type, water_absorption, application, origin, availability_status,
    technical_specifications, colour, created_by_admin, created_at
  ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE TRIGGER vendors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
-- Rows written before this migration get their vectors (and, through the triggers, their words).
UPDATE products SET vendor_id = vendor_id;
