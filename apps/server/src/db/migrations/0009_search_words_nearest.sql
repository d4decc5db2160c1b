-- Typo correction asks for the nearest catalogue words (ORDER BY word <-> typed LIMIT n), which a
-- GiST trigram index answers directly; the GIN index made PostgreSQL compare thousands of words per lookup.
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_gist" ON "search_words" USING gist ("word" gist_trgm_ops);