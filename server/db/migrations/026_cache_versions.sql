-- Public data that changes rarely (coins, chains, banners, home modules, articles, NFT modules, app versions) is
-- kept in each server's memory (server/lib/publicCache.ts). Any write to its tables bumps the version of its
-- group here, in the same transaction, by a trigger: so an admin tool, a seed or a hand-written UPDATE all
-- invalidate it. Each server reads this table at most once a second and drops what changed (≤ 1 s stale).
CREATE TABLE cache_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER coins_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coins
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('coins');
CREATE TRIGGER chains_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chains
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('coins');
CREATE TRIGGER coin_chains_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coin_chains
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('coins');
CREATE TRIGGER banners_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('banners');
CREATE TRIGGER home_modules_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_modules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('home_modules');
CREATE TRIGGER articles_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('articles');
CREATE TRIGGER app_versions_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('app_versions');
-- The featured NFT rows show item names and images and collection symbols: their tables count too
-- (a change of owner bumps it as well; that only costs one reload).
CREATE TRIGGER nft_modules_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_modules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('nft_modules');
CREATE TRIGGER nft_module_entries_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_module_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('nft_modules');
CREATE TRIGGER nft_items_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('nft_modules');
CREATE TRIGGER nft_collections_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('nft_modules');
