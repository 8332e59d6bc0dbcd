-- A user holds each coin in three accounts: spot (the wallet), game (the Seraph game) and pledge (staking).
-- Existing balances and ledger legs become spot. The ledger leg names the account it changes.
ALTER TABLE balances ADD COLUMN account text NOT NULL DEFAULT 'spot'
  CHECK (account IN ('spot', 'game', 'pledge'));
ALTER TABLE balances DROP CONSTRAINT balances_pkey;
ALTER TABLE balances ADD PRIMARY KEY (user_id, account, symbol);

ALTER TABLE ledger_entries ADD COLUMN account text NOT NULL DEFAULT 'spot'
  CHECK (account IN ('spot', 'game', 'pledge'));
-- History reads the transactions a user took part in, newest first.
CREATE INDEX ledger_entries_user_tx_idx ON ledger_entries (user_id, transaction_id);
