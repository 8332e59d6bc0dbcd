-- The NFT market (docs/market.md). Three parts:
--   nft_tokens     one row per token (collection, token_id): what search and detail show, with the market summary
--                  (cheapest open listing, editions listed, last sale) kept current by the trading code in the same
--                  transaction as the order it changes.
--   market_orders  the order book: a listing (side sell) or a bid (side buy) of a token, fixed price today; offers,
--                  quotes and entrustment are later kinds of the same row. Filling one writes a market_trades row.
--   market_events  the activity feed: list, change, delist, sale; one row per event, written with the event.
-- Holdings stay in nft_items (one row per token and owner); a listing reserves editions there (`listed`).

ALTER TABLE nft_collections
  ADD COLUMN verified boolean NOT NULL DEFAULT false,
  ADD COLUMN spam boolean NOT NULL DEFAULT false,
  -- what the creator receives of each sale's price
  ADD COLUMN royalty_rate numeric(8, 6) NOT NULL DEFAULT 0 CHECK (royalty_rate >= 0 AND royalty_rate <= 0.2),
  ADD COLUMN creator_user_id bigint REFERENCES users(id),
  -- the game the collection belongs to ('' when none) and its tags (nft_tag_list)
  ADD COLUMN game text NOT NULL DEFAULT '',
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN sort integer NOT NULL DEFAULT 0;

-- Trade fees, as data: a rate of the price paid by the buyer on top, and one taken from the seller's proceeds.
CREATE TABLE market_fees (
  symbol text PRIMARY KEY REFERENCES coins(symbol),
  buyer_fee_rate numeric(8, 6) NOT NULL CHECK (buyer_fee_rate >= 0 AND buyer_fee_rate < 0.5),
  seller_fee_rate numeric(8, 6) NOT NULL CHECK (seller_fee_rate >= 0 AND seller_fee_rate < 0.5),
  -- the smallest and largest price per edition a listing may ask
  min_price numeric(36, 18) NOT NULL CHECK (min_price > 0),
  max_price numeric(36, 18) NOT NULL CHECK (max_price >= min_price)
);

CREATE TABLE nft_tokens (
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  name text NOT NULL,
  image text NOT NULL,
  erc_type text NOT NULL CHECK (erc_type IN ('ERC721', 'ERC1155')),
  attributes jsonb NOT NULL DEFAULT '[]',
  -- 1 = rarest in its collection (sum of 1 / share of each of its trait values); null until ranked
  rarity_rank integer,
  rarity_score numeric(20, 6),
  -- market summary: the cheapest open listing (per edition), editions listed, when last listed, the last sale
  best_price numeric(36, 18),
  best_symbol text REFERENCES coins(symbol),
  listed_quantity integer NOT NULL DEFAULT 0 CHECK (listed_quantity >= 0),
  listed_at timestamptz,
  last_price numeric(36, 18),
  last_sold_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection_id, token_id)
);
CREATE INDEX nft_tokens_price_idx ON nft_tokens (best_price, collection_id, token_id) WHERE best_price IS NOT NULL;
CREATE INDEX nft_tokens_listed_at_idx ON nft_tokens (listed_at DESC) WHERE best_price IS NOT NULL;
CREATE INDEX nft_tokens_created_idx ON nft_tokens (created_at DESC, collection_id, token_id);
CREATE INDEX nft_tokens_rarity_idx ON nft_tokens (collection_id, rarity_rank);
CREATE INDEX nft_tokens_collection_price_idx ON nft_tokens (collection_id, best_price);
CREATE INDEX nft_tokens_attributes_idx ON nft_tokens USING gin (attributes jsonb_path_ops);
CREATE INDEX nft_tokens_name_idx ON nft_tokens (lower(name) text_pattern_ops);

-- Every held token has its row: one made by a deposit or the seed gets it here.
CREATE FUNCTION nft_items_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO nft_tokens (collection_id, token_id, name, image, erc_type, attributes)
  VALUES (NEW.collection_id, NEW.token_id, NEW.name, NEW.image, NEW.erc_type, NEW.attributes)
  ON CONFLICT (collection_id, token_id) DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER nft_items_token AFTER INSERT ON nft_items FOR EACH ROW EXECUTE FUNCTION nft_items_token();
INSERT INTO nft_tokens (collection_id, token_id, name, image, erc_type, attributes)
SELECT DISTINCT ON (collection_id, token_id) collection_id, token_id, name, image, erc_type, attributes
  FROM nft_items ORDER BY collection_id, token_id, id
ON CONFLICT DO NOTHING;

CREATE TABLE market_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  side text NOT NULL CHECK (side IN ('sell', 'buy')),
  kind text NOT NULL DEFAULT 'fixed' CHECK (kind IN ('fixed', 'offer', 'quote', 'entrust')),
  status text NOT NULL CHECK (status IN ('open', 'filled', 'cancelled')),
  user_id bigint NOT NULL REFERENCES users(id),
  -- a listing's holding (the seller's nft_items row); null for a bid
  item_id bigint REFERENCES nft_items(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  -- null: a bid on any token of the collection
  token_id text,
  quantity integer NOT NULL CHECK (quantity > 0),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= quantity),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK (side = 'buy' OR item_id IS NOT NULL),
  CHECK ((status = 'open') = (closed_at IS NULL)),
  CHECK (status <> 'filled' OR remaining = 0)
);
-- Editions reserved by open listings are counted in nft_items.listed (CHECK: within the amount), so an ERC721
-- token cannot be listed twice and an ERC1155 holding cannot list more editions than it has free.
CREATE INDEX market_orders_item_idx ON market_orders (item_id) WHERE status = 'open';
CREATE INDEX market_orders_token_idx ON market_orders (collection_id, token_id, price) WHERE status = 'open';
CREATE INDEX market_orders_user_idx ON market_orders (user_id, id DESC);

CREATE TABLE market_trades (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trade_no text NOT NULL UNIQUE,
  order_id bigint NOT NULL REFERENCES market_orders(id),
  -- the buy_batch a trade belongs to ('' for a single buy)
  batch_no text NOT NULL DEFAULT '',
  buyer_id bigint NOT NULL REFERENCES users(id),
  seller_id bigint NOT NULL REFERENCES users(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  -- amounts for the whole trade (price × quantity based)
  buyer_fee numeric(36, 18) NOT NULL CHECK (buyer_fee >= 0),
  seller_fee numeric(36, 18) NOT NULL CHECK (seller_fee >= 0),
  royalty numeric(36, 18) NOT NULL CHECK (royalty >= 0),
  transaction_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_trades_collection_idx ON market_trades (collection_id, created_at);
CREATE INDEX market_trades_buyer_idx ON market_trades (buyer_id, id DESC);
CREATE INDEX market_trades_seller_idx ON market_trades (seller_id, id DESC);

CREATE TABLE market_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('list', 'change', 'delist', 'sale')),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  order_id bigint REFERENCES market_orders(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(36, 18),
  symbol text REFERENCES coins(symbol),
  from_user_id bigint REFERENCES users(id),
  to_user_id bigint REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_events_collection_idx ON market_events (collection_id, id DESC);
CREATE INDEX market_events_token_idx ON market_events (collection_id, token_id, id DESC);
CREATE INDEX market_events_from_idx ON market_events (from_user_id, id DESC);
CREATE INDEX market_events_to_idx ON market_events (to_user_id, id DESC);

-- Favourites: tokens and collections.
CREATE TABLE favorite_tokens (
  user_id bigint NOT NULL REFERENCES users(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  token_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, collection_id, token_id),
  FOREIGN KEY (collection_id, token_id) REFERENCES nft_tokens(collection_id, token_id)
);
CREATE INDEX favorite_tokens_token_idx ON favorite_tokens (collection_id, token_id);
CREATE TABLE favorite_collections (
  user_id bigint NOT NULL REFERENCES users(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, collection_id)
);

-- A checked cart (buy_batch_verify): the lines and prices the buyer confirmed, redeemed once by buy_batch_v2.
CREATE TABLE market_cart_tokens (
  token text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  lines jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX market_cart_tokens_user_idx ON market_cart_tokens (user_id, created_at);
