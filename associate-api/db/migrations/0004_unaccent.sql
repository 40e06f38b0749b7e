-- Accent-insensitive Portuguese search (GET /search): 'acao' must find 'ação'. Drizzle cannot
-- express extensions, hence this hand-written migration. unaccent is a trusted extension on
-- PostgreSQL 13+, so the database owner may create it; PGlite loads it from its contrib bundle
-- (associate-api/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
