CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- Cross-process cache invalidation for content (docs/architecture.md, Growing past one machine). The bump
-- runs inside the writing statement's transaction, so a process that reads the new version also
-- reads the new rows; hand edits in psql count too.
INSERT INTO cache_versions (name, version) VALUES ('content', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
--> statement-breakpoint
CREATE TRIGGER homepage_content_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON homepage_content
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
