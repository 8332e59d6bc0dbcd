-- Bids (docs/market.md): offers on one token, standing bids on a collection or on one trait value (quotes), and
-- entrustment orders, as `side = 'buy'` rows of the order book. A bid freezes nothing: the bidder's available
-- balance is checked when it would fill, and a bid it cannot pay is skipped (shown to its owner as unfunded).
--   offer    token_id set; buys editions of that token
--   quote    token_id null; any token of the collection, or (trait_type, trait_value) the tokens with that value
--   entrust  as quote, placed through entrustment_make: it bought what it could at once, the rest stands
ALTER TABLE market_orders DROP CONSTRAINT market_orders_status_check;
ALTER TABLE market_orders ADD CONSTRAINT market_orders_status_check
  CHECK (status IN ('open', 'filled', 'cancelled', 'expired'));
ALTER TABLE market_orders
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN trait_type text,
  ADD COLUMN trait_value text,
  ADD CONSTRAINT market_orders_bid_shape CHECK (
    (side = 'sell' AND kind = 'fixed' AND expires_at IS NULL AND trait_type IS NULL)
    OR (side = 'buy' AND kind = 'offer' AND token_id IS NOT NULL AND expires_at IS NOT NULL AND trait_type IS NULL)
    OR (side = 'buy' AND kind IN ('quote', 'entrust') AND token_id IS NULL AND expires_at IS NOT NULL)
  ),
  ADD CONSTRAINT market_orders_trait_pair CHECK ((trait_type IS NULL) = (trait_value IS NULL)),
  ADD CONSTRAINT market_orders_expired_is_bid CHECK (status <> 'expired' OR side = 'buy');

-- A trade that filled a bid names it; `order_id` stays the listing it bought (or the bid, when the seller sold
-- straight from their holding).
ALTER TABLE market_trades ADD COLUMN bid_order_id bigint REFERENCES market_orders(id);
CREATE INDEX market_trades_bid_idx ON market_trades (bid_order_id) WHERE bid_order_id IS NOT NULL;

-- Best bid first (highest price, then oldest): one token's offers, and a collection's (or trait value's) quotes.
CREATE INDEX market_orders_offer_book_idx ON market_orders (collection_id, token_id, price DESC, id)
  WHERE status = 'open' AND side = 'buy' AND token_id IS NOT NULL;
CREATE INDEX market_orders_quote_book_idx ON market_orders (collection_id, trait_type, trait_value, price DESC, id)
  WHERE status = 'open' AND side = 'buy' AND token_id IS NULL;
-- The expiry job's next bids to close, and each user's open bids (the summary, the per-user limit).
CREATE INDEX market_orders_bid_expiry_idx ON market_orders (expires_at) WHERE status = 'open' AND side = 'buy';
CREATE INDEX market_orders_user_bids_idx ON market_orders (user_id, symbol) WHERE status = 'open' AND side = 'buy';
