-- The (simulated) chains: deposit limits, withdrawal daily limits, deposit addresses, deposits and withdrawals.
ALTER TABLE coin_chains ADD COLUMN min_deposit numeric(36, 18) NOT NULL DEFAULT 0 CHECK (min_deposit >= 0);
-- Per user and UTC day; NULL = no daily limit.
ALTER TABLE coin_chains ADD COLUMN daily_withdraw_limit numeric(36, 18) CHECK (daily_withdraw_limit > 0);

-- The block clock of the simulation: height = floor(seconds since genesis / block_seconds) + extra_blocks
-- (tests and `npm run chain -- mine` add extra blocks instead of waiting).
CREATE TABLE sim_chain_clock (
  chain_name text PRIMARY KEY REFERENCES chains(chain_name),
  genesis_at timestamptz NOT NULL DEFAULT now(),
  extra_blocks bigint NOT NULL DEFAULT 0 CHECK (extra_blocks >= 0)
);

-- One deposit address per user, coin and chain (deterministic: see modules/chain/simulation.ts).
CREATE TABLE deposit_addresses (
  user_id bigint NOT NULL REFERENCES users(id),
  symbol text NOT NULL REFERENCES coins(symbol),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, symbol, chain_name),
  UNIQUE (chain_name, address)
);

-- Money arriving at a deposit address. status: pending (waiting for confirmations), credited, below_minimum
-- (recorded, not credited). internal: sent by another user of this platform (no chain involved).
CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  symbol text NOT NULL REFERENCES coins(symbol),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  tx_hash text NOT NULL,
  block_height bigint NOT NULL DEFAULT 0,
  confirmations integer NOT NULL DEFAULT 0,
  required_confirmations integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'credited', 'below_minimum')),
  internal boolean NOT NULL DEFAULT false,
  withdrawal_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  UNIQUE (chain_name, tx_hash)
);
CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);

-- A withdrawal: amount + fee frozen at once; pending -> processing -> done, or failed / cancelled (released).
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  symbol text NOT NULL REFERENCES coins(symbol),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'done', 'failed', 'cancelled')),
  internal boolean NOT NULL DEFAULT false,
  to_user_id bigint REFERENCES users(id),
  tx_hash text,
  block_height bigint,
  confirmations integer NOT NULL DEFAULT 0,
  required_confirmations integer NOT NULL,
  fail_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processing_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_day_idx ON withdrawals (user_id, symbol, chain_name, created_at);
