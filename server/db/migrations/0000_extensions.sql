-- pg_trgm backs typo-tolerant search; it must exist before any trigram index is created.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
