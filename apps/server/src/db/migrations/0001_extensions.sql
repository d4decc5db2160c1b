-- pg_trgm backs typo-tolerant search (docs/architecture.md, Search); trusted since PostgreSQL 13, present in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
