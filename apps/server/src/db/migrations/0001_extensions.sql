-- pg_trgm backs typo-tolerant search (ARCHITECTURE: search); trusted since PostgreSQL 13, present in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
