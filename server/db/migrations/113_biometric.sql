-- Pay with a fingerprint or face: a token the device keeps behind its biometrics (Telegram's BiometricManager) and
-- sends in place of the payment password. Only a sha256 of the token's secret is kept. A token belongs to the session
-- that turned it on (`session_id`): it confirms payments from that session only, so it dies with the session (signed
-- out, expired, or ended by a security change elsewhere). `revoked_at`: turned off, revoked from the security centre,
-- or revoked by a security change on the account.
CREATE TABLE biometric_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  session_id bigint NOT NULL REFERENCES sessions(id),
  secret_hash text NOT NULL,
  -- what the security centre shows: the biometry kind the SDK reported ('face', 'finger', '') and the device's name
  biometric_type text NOT NULL DEFAULT '',
  device_label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX biometric_tokens_user_idx ON biometric_tokens (user_id, id) WHERE revoked_at IS NULL;
-- one live token per session: turning it on again replaces the old one
CREATE UNIQUE INDEX biometric_tokens_session_live_idx ON biometric_tokens (session_id) WHERE revoked_at IS NULL;
