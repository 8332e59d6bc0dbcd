-- NFT deposits and withdrawals on the simulated chain (docs/wallet-nft-chain.md). A collection lives on one chain
-- (nft_collections.chain_name); a user has one NFT deposit address per chain.
CREATE TABLE nft_deposit_addresses (
  user_id bigint NOT NULL REFERENCES users(id),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, chain_name),
  UNIQUE (chain_name, address)
);

-- What an NFT withdrawal costs on each chain (paid in a coin, frozen with the withdrawal) and how many editions a
-- user may withdraw per UTC day: data, not code.
CREATE TABLE nft_chain_fees (
  chain_name text PRIMARY KEY REFERENCES chains(chain_name),
  fee_symbol text NOT NULL REFERENCES coins(symbol),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  daily_count_limit integer NOT NULL CHECK (daily_count_limit > 0)
);
INSERT INTO nft_chain_fees (chain_name, fee_symbol, fee, daily_count_limit)
SELECT chain_name, 'USDT', CASE chain_name WHEN 'ERC20' THEN 5 ELSE 1 END, 20
  FROM chains WHERE chain_name IN ('ERC20', 'BSC') AND EXISTS (SELECT 1 FROM coins WHERE symbol = 'USDT');

CREATE TABLE nft_deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  tx_hash text NOT NULL,
  block_height bigint NOT NULL,
  required_confirmations integer NOT NULL,
  confirmations integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'credited')),
  item_id bigint REFERENCES nft_items(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  UNIQUE (chain_name, tx_hash)
);
CREATE INDEX nft_deposits_user_idx ON nft_deposits (user_id, id DESC);

CREATE TABLE nft_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  item_id bigint NOT NULL REFERENCES nft_items(id),
  amount integer NOT NULL CHECK (amount > 0),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  fee_symbol text NOT NULL REFERENCES coins(symbol),
  fee numeric(36, 18) NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'done', 'failed')),
  batch_no text,
  tx_hash text,
  block_height bigint,
  required_confirmations integer NOT NULL,
  confirmations integer NOT NULL DEFAULT 0,
  fail_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processing_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX nft_withdrawals_user_idx ON nft_withdrawals (user_id, id DESC);

-- batch_withdraw_get_token: the security steps once for a set of items and an address; withdraw_by_token uses it
-- once, before it expires.
CREATE TABLE nft_withdraw_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  address text NOT NULL,
  items jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
