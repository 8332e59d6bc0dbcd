-- NFT collections and the items users hold (one row per collection, token id and owner).
CREATE TABLE nft_collections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  symbol text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  image text NOT NULL,
  banner text NOT NULL DEFAULT '',
  erc_type text NOT NULL CHECK (erc_type IN ('ERC721', 'ERC1155')),
  chain_name text NOT NULL REFERENCES chains(chain_name),
  contract_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nft_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  name text NOT NULL,
  image text NOT NULL,
  erc_type text NOT NULL CHECK (erc_type IN ('ERC721', 'ERC1155')),
  owner_user_id bigint NOT NULL REFERENCES users(id),
  amount integer NOT NULL CHECK (amount >= 0),
  attributes jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection_id, token_id, owner_user_id),
  CHECK (erc_type = 'ERC1155' OR amount <= 1)
);
CREATE INDEX nft_items_owner_idx ON nft_items (owner_user_id);
-- an ERC721 token has one owner
CREATE UNIQUE INDEX nft_items_721_unique ON nft_items (collection_id, token_id) WHERE erc_type = 'ERC721' AND amount > 0;

-- Featured NFT rows on the home screen (nft_module_list).
CREATE TABLE nft_modules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE nft_module_entries (
  module_id bigint NOT NULL REFERENCES nft_modules(id),
  item_id bigint NOT NULL REFERENCES nft_items(id),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (module_id, item_id)
);
