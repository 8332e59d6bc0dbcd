-- Telegram init data that opened a session (so it opens no second one elsewhere): its hash, the session it opened, and
-- until when the init data itself could still be accepted (auth_date + TELEGRAM_INIT_MAX_AGE); rows past that are
-- pruned.
CREATE TABLE telegram_init_uses (
  hash text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX telegram_init_uses_expires_idx ON telegram_init_uses (expires_at);
