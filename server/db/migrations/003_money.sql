-- Coins, chains, balances and the double-entry ledger. Amounts are numeric(36,18), never floats.
CREATE TABLE coins (
  symbol text PRIMARY KEY,
  name text NOT NULL,
  icon text NOT NULL,
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  usd_price numeric(36, 18) NOT NULL CHECK (usd_price >= 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE chains (
  chain_name text PRIMARY KEY,
  native_symbol text NOT NULL REFERENCES coins(symbol),
  confirmations integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE coin_chains (
  symbol text NOT NULL REFERENCES coins(symbol),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  withdraw_fee numeric(36, 18) NOT NULL CHECK (withdraw_fee >= 0),
  min_withdraw numeric(36, 18) NOT NULL CHECK (min_withdraw >= 0),
  PRIMARY KEY (symbol, chain_name)
);

-- A user's holding of one coin: what can be spent and what is held by open orders/withdrawals.
CREATE TABLE balances (
  user_id bigint NOT NULL REFERENCES users(id),
  symbol text NOT NULL REFERENCES coins(symbol),
  available numeric(36, 18) NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen numeric(36, 18) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, symbol)
);

-- One business event moving money (deposit, trade, fee, demo funding ...).
CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  reference text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Its legs. Per transaction and coin the amounts sum to zero. A user's leg names the balance part
-- it changes (available or frozen); system accounts (funding, fees) may go negative.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  user_id bigint NOT NULL REFERENCES users(id),
  part text NOT NULL CHECK (part IN ('available', 'frozen', 'system')),
  symbol text NOT NULL REFERENCES coins(symbol),
  amount numeric(36, 18) NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, symbol, id);
CREATE INDEX ledger_entries_tx_idx ON ledger_entries (transaction_id);

-- Money-moving calls carry a key; a repeat returns the stored response instead of moving money twice.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users(id),
  key text NOT NULL,
  path text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
