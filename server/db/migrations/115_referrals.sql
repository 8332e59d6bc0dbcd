-- Referrals. Each user's code, made the first time they ask for it (8 characters of [A-Za-z0-9]: 62^8 codes, so a
-- guess names nobody; a start param carries it, so it keeps to the characters Telegram allows).
CREATE TABLE referral_codes (
  user_id bigint PRIMARY KEY REFERENCES users(id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who brought whom: written once, when a new account is created after arriving through a referral link, and never
-- re-assigned (the referred user is the key). `source`: 'telegram' (the signed init data's start_param) or 'web'
-- (?ref= kept through a browser sign-up).
CREATE TABLE referrals (
  referred_user_id bigint PRIMARY KEY REFERENCES users(id),
  referrer_user_id bigint NOT NULL REFERENCES users(id),
  source text NOT NULL CHECK (source IN ('telegram', 'web')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referred_user_id <> referrer_user_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_user_id, created_at DESC);

-- The referrers' share of a trade's fees: at most one row per trade and side (the buyer's referrer is paid from the
-- buyer fee, the seller's from the seller fee), so a retried settlement never pays twice.
CREATE TABLE referral_fee_shares (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trade_id bigint NOT NULL REFERENCES market_trades(id),
  side text NOT NULL CHECK (side IN ('buyer', 'seller')),
  referrer_user_id bigint NOT NULL REFERENCES users(id),
  referred_user_id bigint NOT NULL REFERENCES users(id),
  symbol text NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  -- the ledger transaction that paid it, set in the same transaction right after the row claims the trade's side
  transaction_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trade_id, side)
);
CREATE INDEX referral_fee_shares_referrer_idx ON referral_fee_shares (referrer_user_id, id DESC);

-- The share of a trade's platform fees paid to the referrer (REFERRAL_FEE_SHARE). The server writes its configured
-- value here at start, so the trade's own transaction reads it wherever a trade settles.
CREATE TABLE referral_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fee_share numeric NOT NULL CHECK (fee_share >= 0 AND fee_share <= 1)
);
INSERT INTO referral_settings (fee_share) VALUES (0.2);
