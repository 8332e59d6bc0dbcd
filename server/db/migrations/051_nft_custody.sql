-- NFT custody without the chain: where each held item sits. `amount` is what the owner holds; parts of it may
-- be in the game package, on the way out (withdrawing) or listed on the market; the rest is in the wallet.
ALTER TABLE nft_items
  ADD COLUMN in_package integer NOT NULL DEFAULT 0 CHECK (in_package >= 0),
  ADD COLUMN withdrawing integer NOT NULL DEFAULT 0 CHECK (withdrawing >= 0),
  ADD COLUMN listed integer NOT NULL DEFAULT 0 CHECK (listed >= 0),
  ADD CONSTRAINT nft_items_parts_within_amount CHECK (in_package + withdrawing + listed <= amount);

-- Moves between the wallet and the game package; one batch_no per call (a batch move shares it).
CREATE TABLE nft_package_moves (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_no text NOT NULL,
  user_id bigint NOT NULL REFERENCES users(id),
  item_id bigint NOT NULL REFERENCES nft_items(id),
  direction text NOT NULL CHECK (direction IN ('to_package', 'from_package')),
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nft_package_moves_user_idx ON nft_package_moves (user_id, id DESC);
CREATE INDEX nft_package_moves_batch_idx ON nft_package_moves (batch_no);
