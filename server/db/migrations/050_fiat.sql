-- Buying coins with fiat through simulated providers (/otc-api/api/fiat/*). Rates, fees and limits are data.

-- Fiat currencies a buyer may pay in, with how many units one US dollar buys (quotes go fiat -> USD -> coin).
CREATE TABLE fiat_currencies (
  code text PRIMARY KEY,
  name text NOT NULL,
  sign text NOT NULL,
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 4),
  per_usd numeric(36, 18) NOT NULL CHECK (per_usd > 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO fiat_currencies (code, name, sign, decimals, per_usd, sort) VALUES
  ('USD', 'US Dollar', '$', 2, 1, 0),
  ('EUR', 'Euro', '€', 2, 0.92, 1),
  ('KRW', 'South Korean Won', '₩', 0, 1385, 2),
  ('TWD', 'New Taiwan Dollar', 'NT$', 2, 32.4, 3),
  ('CNY', 'Chinese Yuan', '¥', 2, 7.24, 4);

-- Coins that can be bought (joined with coins: a symbol not in coins, or disabled there, is not offered).
CREATE TABLE fiat_coins (
  symbol text PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO fiat_coins (symbol, sort) VALUES ('USDT', 0), ('BTC', 1), ('ETH', 2), ('USDC', 3), ('SOL', 4);

-- Payment providers. All of the reference server's are simulated (its /dev/fiat/checkout page stands in for
-- the provider's widget). Fee = fiat amount x fee_rate + fixed_fee_usd (in the order's fiat); limits in USD.
CREATE TABLE fiat_channels (
  code text PRIMARY KEY,
  name text NOT NULL,
  payment_methods text NOT NULL DEFAULT '',
  fee_rate numeric(36, 18) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  fixed_fee_usd numeric(36, 18) NOT NULL DEFAULT 0 CHECK (fixed_fee_usd >= 0),
  min_usd numeric(36, 18) NOT NULL CHECK (min_usd > 0),
  max_usd numeric(36, 18) NOT NULL,
  order_ttl_seconds integer NOT NULL DEFAULT 1800 CHECK (order_ttl_seconds > 0),
  simulated boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  CHECK (max_usd >= min_usd)
);
INSERT INTO fiat_channels (code, name, payment_methods, fee_rate, fixed_fee_usd, min_usd, max_usd, sort) VALUES
  ('nimbus', 'Nimbus Pay', 'card,apple_pay,google_pay', 0.035, 0, 20, 5000, 0),
  ('harbor', 'Harbor Ramp', 'bank_transfer', 0.015, 2.5, 50, 20000, 1),
  ('kite', 'Kite Card', 'card', 0.049, 0, 10, 1500, 2);

-- One purchase: pending until the provider reports the payment (then paid and, in the same transaction,
-- credited to the buyer through the ledger) or its failure; a pending order past expires_at is expired.
-- checkout_token is the unguessable capability of the provider page (/dev/fiat/checkout?token=...).
CREATE TABLE fiat_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  checkout_token text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  channel text NOT NULL REFERENCES fiat_channels(code),
  fiat text NOT NULL REFERENCES fiat_currencies(code),
  fiat_amount numeric(36, 18) NOT NULL CHECK (fiat_amount > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  coin_amount numeric(36, 18) NOT NULL CHECK (coin_amount > 0),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'credited', 'failed', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  credited_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX fiat_orders_user_idx ON fiat_orders (user_id, id DESC);
