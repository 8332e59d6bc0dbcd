-- The collection-wide bids of a collection, best first (highest price, then oldest): the collection's bid ladder
-- (quote_list) and the collection branch of a token's best bid (sell now) walk it in priority order and stop early.
-- market_orders_quote_book_idx covers them too (trait_type IS NULL), but it is as large as every quote and trait bid
-- together, and PGlite's planner, which works without statistics, chose a smaller index over it and read every open
-- bid (bench:market-search on PGlite, 100,000 bids: the ladder 243 ms, a token's best bid 164 ms, a page of 12
-- holdings' best bids 1,327 ms, against the default search's 93 ms; with it 2.9, 0.6 and 2.1 ms).
CREATE INDEX market_orders_collection_bids_idx ON market_orders (collection_id, price DESC, id)
  WHERE status = 'open' AND side = 'buy' AND token_id IS NULL AND trait_type IS NULL;
