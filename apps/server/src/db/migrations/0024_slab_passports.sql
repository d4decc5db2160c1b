-- D49: every slab gets the random key of its passport page, never its id. gen_random_uuid is built into
-- PostgreSQL 13+ and PGlite; a volatile default gives each existing row a value of its own.
ALTER TABLE "slabs" ADD COLUMN "passport_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slabs_passport_token_idx" ON "slabs" USING btree ("passport_token");