-- Accounts and the security centre: passwords, authenticator, passkeys, QR sign-in, Telegram,
-- third-party apps, multi-step tickets, support applications, uploads and account closing.

-- Authenticator set-up in progress, the last accepted TOTP time step (replay guard), payment settings,
-- and closing. A closed account keeps its row (ledger history) but gives its email back.
ALTER TABLE users ADD COLUMN ga_pending_secret text;
ALTER TABLE users ADD COLUMN ga_last_step bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN nft_free boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN closed_at timestamptz;
ALTER TABLE users ADD COLUMN closed_email text;
ALTER TABLE users ADD COLUMN close_reason text NOT NULL DEFAULT '';

-- Short-lived one-use tickets that carry a multi-step flow from one call to the next (only a hash is kept).
CREATE TABLE security_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  purpose text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX security_tickets_user_idx ON security_tickets (user_id, purpose);

-- Requests filed for support review (lost email, lost authenticator).
CREATE TABLE security_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('email_reset', 'ga_reset')),
  user_id bigint REFERENCES users(id),
  email text NOT NULL,
  new_email text NOT NULL DEFAULT '',
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'rejected')),
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_applications_email_idx ON security_applications (email, kind, id DESC);

-- WebAuthn credentials.
CREATE TABLE passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  device_type text NOT NULL DEFAULT '',
  backed_up boolean NOT NULL DEFAULT false,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  rp_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, id);

-- WebAuthn challenges: single use, short-lived. Registration ones belong to a user.
CREATE TABLE webauthn_challenges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  challenge_id text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  user_id bigint REFERENCES users(id),
  challenge text NOT NULL,
  rp_id text NOT NULL,
  origin text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_challenge_idx ON webauthn_challenges (challenge);

-- Cross-device QR sign-in: a desktop asks, a signed-in phone scans and confirms, the desktop collects a
-- session once. status: waiting -> scanned -> confirmed | cancelled.
CREATE TABLE login_qr_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  qr_hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'scanned', 'confirmed', 'cancelled')),
  device_name text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  platform integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  scanned_by bigint REFERENCES users(id),
  scanned_at timestamptz,
  confirmed_at timestamptz,
  claimed_at timestamptz
);

-- Accounts of other platforms linked to a user (Telegram).
CREATE TABLE third_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  platform text NOT NULL CHECK (platform IN ('telegram')),
  third_id text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform, third_id),
  UNIQUE (user_id, platform)
);

-- Allow-listed apps that may ask for a user's per-app uuid, and the consents given.
CREATE TABLE third_apps (
  app_id text PRIMARY KEY,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO third_apps (app_id, name) VALUES
  ('seraph-survivor', 'Seraph: Survivor'),
  ('seraph-survivor-x', 'Seraph: Survivor X'),
  ('seraph-dispatch', 'Seraph: Dispatch');

CREATE TABLE third_app_grants (
  user_id bigint NOT NULL REFERENCES users(id),
  app_id text NOT NULL REFERENCES third_apps(app_id),
  uuid text NOT NULL UNIQUE,
  source text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, app_id)
);

-- Uploaded images (avatars), served at GET /uploads/<id>.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id);

-- Human-check stand-in (twice_verify_geetest): proof-of-work puzzles, single use.
CREATE TABLE human_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  challenge text NOT NULL UNIQUE,
  scene text NOT NULL,
  difficulty integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
