-- What the bot needs to know of a linked Telegram account. Filled from the init data at each Telegram sign-in:
-- `username` (without '@', as Telegram spells it; several rows may carry one name over time, since a name can move to
-- another Telegram account: the newest sign-in wins a lookup), the profile picture and the client language.
-- `write_access`: the user allowed the bot to write to them (requestWriteAccess, or the chat's own start); alerts
-- are sent only then. The private chat with a user has the user's Telegram id (`third_id`) as its chat id.
ALTER TABLE third_accounts ADD COLUMN username text;
ALTER TABLE third_accounts ADD COLUMN photo_url text NOT NULL DEFAULT '';
ALTER TABLE third_accounts ADD COLUMN language_code text NOT NULL DEFAULT '';
ALTER TABLE third_accounts ADD COLUMN write_access boolean NOT NULL DEFAULT false;
ALTER TABLE third_accounts ADD COLUMN write_access_at timestamptz;
ALTER TABLE third_accounts ADD COLUMN seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX third_accounts_username_idx ON third_accounts (platform, lower(username), seen_at DESC)
  WHERE username IS NOT NULL;
