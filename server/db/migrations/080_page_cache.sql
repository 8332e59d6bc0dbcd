-- A visitor's page is drawn once and kept in each server's memory (server/page.ts, the 'pages' group of
-- server/lib/publicCache.ts), and dropped when any public data behind it moves. The market's tables move its own
-- group, so a listing, a sale or a price change reaches every server's pages within the cache's check interval.
CREATE TRIGGER nft_tokens_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nft_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER market_orders_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER market_trades_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_trades
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER market_events_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER market_fees_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_fees
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER favorite_tokens_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorite_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
CREATE TRIGGER favorite_collections_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorite_collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('market');
