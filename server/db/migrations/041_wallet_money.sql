-- Prices, swaps, internal transfers and the address book (docs/wallet-money.md).

-- Each coin's USD price follows a deterministic random walk of one step a minute from `anchor_at`
-- (server/modules/wallet/prices.ts): step n multiplies the price by 1 + z/1e6, z an integer in
-- [-step_ppm, step_ppm] drawn from a hash of (seed, symbol, n). Same row, same path, on every server.
CREATE TABLE coin_price_walks (
  symbol text PRIMARY KEY REFERENCES coins(symbol),
  anchor_at timestamptz NOT NULL,
  anchor_price numeric(36, 18) NOT NULL CHECK (anchor_price > 0),
  step_ppm integer NOT NULL CHECK (step_ppm BETWEEN 0 AND 100000),
  seed text NOT NULL
);
CREATE TRIGGER coin_price_walks_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coin_price_walks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('coins');

-- Swap pairs, as data. `kind` standard = the wallet's swap (spot account); seraph = the Seraph game's swap
-- (game account). Limits are in units of the from coin; fee_rate is taken from the amount paid;
-- depth_usd sets the price impact (impact = value / (value + depth)).
CREATE TABLE swap_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('standard', 'seraph')),
  from_symbol text NOT NULL REFERENCES coins(symbol),
  to_symbol text NOT NULL REFERENCES coins(symbol),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  fee_rate numeric(36, 18) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  depth_usd numeric(36, 18) NOT NULL CHECK (depth_usd > 0),
  quote_seconds integer NOT NULL DEFAULT 15 CHECK (quote_seconds BETWEEN 1 AND 600),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CHECK (from_symbol <> to_symbol),
  UNIQUE (kind, from_symbol, to_symbol)
);

-- A quote (swap_get_price): what the user saw; swap_apply checks the current price against it.
CREATE TABLE swap_quotes (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  pair_id bigint NOT NULL REFERENCES swap_pairs(id),
  from_amount numeric(36, 18) NOT NULL,
  to_amount numeric(36, 18) NOT NULL,
  rate numeric(36, 18) NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX swap_quotes_user_idx ON swap_quotes (user_id, created_at);

CREATE TABLE swap_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  pair_id bigint NOT NULL REFERENCES swap_pairs(id),
  kind text NOT NULL,
  account text NOT NULL,
  from_symbol text NOT NULL,
  to_symbol text NOT NULL,
  from_amount numeric(36, 18) NOT NULL CHECK (from_amount > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  to_amount numeric(36, 18) NOT NULL CHECK (to_amount > 0),
  rate numeric(36, 18) NOT NULL,
  quoted_to_amount numeric(36, 18) NOT NULL,
  slippage numeric(36, 18) NOT NULL,
  price_impact numeric(36, 18) NOT NULL,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX swap_orders_user_idx ON swap_orders (user_id, id);

-- Transfers: to another user by Pay ID (kind user: spot to spot) or between one user's accounts (kind account).
CREATE TABLE transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('user', 'account')),
  from_user_id bigint NOT NULL REFERENCES users(id),
  to_user_id bigint NOT NULL REFERENCES users(id),
  from_account text NOT NULL,
  to_account text NOT NULL,
  symbol text NOT NULL REFERENCES coins(symbol),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  memo text NOT NULL DEFAULT '',
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'user') = (from_user_id <> to_user_id))
);
CREATE INDEX transfers_from_idx ON transfers (from_user_id, id);
CREATE INDEX transfers_to_idx ON transfers (to_user_id, id);
CREATE INDEX transfers_tx_idx ON transfers (transaction_id);

-- The address book: one row per user, chain and address.
CREATE TABLE user_addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  label text NOT NULL,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, chain_name, address)
);
