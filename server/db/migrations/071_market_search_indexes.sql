-- One collection's listings, newest first (the collection screen's default order): search.ts gives the planner the
-- collection's id, and this index reads its newest listings directly; without it a small collection's page is found
-- by walking the whole market's listing-time index (a collection with 2 of 100,000 listings: 0.1 -> 190 ms on PGlite).
CREATE INDEX nft_tokens_collection_listed_at_idx ON nft_tokens (collection_id, listed_at DESC) WHERE best_price IS NOT NULL;

-- Words anywhere in a token's name or number (search's `title`, ILIKE '%words%'): trigram indexes (pg_trgm) find the
-- few matching rows instead of reading every token (100,000 listings: the count 100 -> a few ms). pg_trgm ships with
-- PostgreSQL (contrib) and PGlite (server/db/index.ts loads it). It is made once per database, in `public`, so
-- that every schema of a shared database finds it; where it cannot be made (no such extension, no right to make
-- it), search still works by reading the rows, as before. Two servers (or test schemas) migrating at once may both
-- try: the second waits for the first to commit, fails on the duplicate, and then finds the first one's.
DROP INDEX IF EXISTS nft_tokens_name_idx;
DO $$
DECLARE
  home text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm unavailable (%): title search reads every token', SQLERRM;
  END;
  SELECT n.nspname INTO home
    FROM pg_opclass o JOIN pg_namespace n ON n.oid = o.opcnamespace
   WHERE o.opcname = 'gin_trgm_ops' LIMIT 1;
  IF home IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX nft_tokens_title_trgm_idx ON nft_tokens USING gin (name %1$I.gin_trgm_ops, token_id %1$I.gin_trgm_ops)',
      home);
  END IF;
END $$;
