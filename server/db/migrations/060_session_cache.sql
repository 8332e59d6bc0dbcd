-- Device sessions, with the profile columns a call reads with them, are kept in each server's memory
-- (server/plugins/auth.ts, group 'sessions' of server/lib/publicCache.ts). What can end a session or change what it
-- carries bumps the group, whoever writes: a revocation, a shortened expiry or another owner (the sliding extension
-- of every use does not: a server holding the earlier expiry reads the row again once that passes), a deleted
-- session, any change of a user (profile, security settings), a passkey added or removed (the profile counts them).
CREATE TRIGGER sessions_cache AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at
        OR NEW.created_at <> OLD.created_at OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION bump_cache_version('sessions');
CREATE TRIGGER sessions_cache_delete AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('sessions');
-- Row by row and only for a real change: `INSERT … ON CONFLICT DO UPDATE` of a system account (every ledger posting
-- names one) changes nothing and must not empty every server's cache.
CREATE TRIGGER users_cache AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION bump_cache_version('sessions');
CREATE TRIGGER users_cache_delete AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('sessions');
CREATE TRIGGER passkeys_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON passkeys
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('sessions');
