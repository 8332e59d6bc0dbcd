-- Accounts, device sessions, one-time codes and rate-limit counters.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  pay_id text NOT NULL UNIQUE,
  email text UNIQUE CHECK (email = lower(email)),
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ko', 'zh_tw', 'zh')),
  password_hash text,
  capital_password_hash text,
  ga_secret text,
  ga_enabled boolean NOT NULL DEFAULT false,
  backup_email text NOT NULL DEFAULT '',
  risk_type integer NOT NULL DEFAULT 0,
  risk_until timestamptz,
  -- system accounts (ledger funding, fees) never sign in
  is_system boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in on a device. The token itself is never stored, only its sha256.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  device_name text NOT NULL DEFAULT '',
  device_token text NOT NULL DEFAULT '',
  platform integer NOT NULL DEFAULT 0,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- highest id of a newer session of the same user already reported by user_device_other_login
  other_login_reported_id bigint NOT NULL DEFAULT 0
);
CREATE INDEX sessions_user_idx ON sessions (user_id, id);

-- One-time codes sent by mail; only an HMAC of the code is kept.
CREATE TABLE verify_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  invalidated_at timestamptz
);
CREATE INDEX verify_codes_email_idx ON verify_codes (email, scene, id DESC);

-- Development mailbox (no mail server): filled only outside production.
CREATE TABLE dev_mailbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  code text NOT NULL,
  scene text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_email_idx ON dev_mailbox (email, id DESC);

-- One-time tokens that hand a session to another context (gen_login_token -> verify_login_token).
CREATE TABLE login_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window rate-limit counters, shared by every server instance on the database.
CREATE TABLE rate_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
