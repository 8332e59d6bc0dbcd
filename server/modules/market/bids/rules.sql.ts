/**
 * The rules of bids as SQL, written once for the code that fills bids and the code that shows them (docs/market.md).
 * Fragments over a bid row `o` (market_orders), its coin `c` (coins) and the market's fees in it `f` (market_fees);
 * a token `t` (nft_tokens) where a fragment says so.
 */

/**
 * What one edition of a bid costs its bidder when it fills: price + buyer fee, the fee rounded half-up to the coin's
 * decimals, as `tradeSplit` (src/domain) charges a purchase. PostgreSQL's round(numeric) rounds halves away from
 * zero, which for a positive fee is half-up.
 */
export const BID_COST_SQL = '(o.price + round(o.price * f.buyer_fee_rate, c.decimals))';

/** The joins the fragments need, after `FROM market_orders o`. */
export const BID_COST_JOINS = 'JOIN coins c ON c.symbol = o.symbol JOIN market_fees f ON f.symbol = o.symbol';

/** The bidder's available balance in the bid's coin (their spot account; bids never spend the game or pledge ones). */
export const BIDDER_AVAILABLE_SQL = `coalesce((SELECT b.available FROM balances b
  WHERE b.user_id = o.user_id AND b.account = 'spot' AND b.symbol = o.symbol), 0)`;

/** An open bid that has not passed its expiry (the expiry job closes it later; nothing may fill it meanwhile). */
export const LIVE_BID_SQL = "o.side = 'buy' AND o.status = 'open' AND o.expires_at > now()";

/**
 * A live bid its bidder can pay one edition of now. One balance backs every bid: none is frozen, so each is
 * checked against the whole available balance when shown and again when it fills.
 */
export const FUNDED_BID_SQL = `(${LIVE_BID_SQL} AND ${BIDDER_AVAILABLE_SQL} >= ${BID_COST_SQL})`;

/**
 * The bids token `t` can be sold to: offers on it, its collection's bids, and the trait bids on one of its trait
 * values (a value stored as a number matches its text, as search's trait filter does).
 */
export const BID_MATCHES_TOKEN_SQL = `(o.collection_id = t.collection_id AND (o.token_id = t.token_id
  OR (o.token_id IS NULL AND (o.trait_type IS NULL OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.attributes) = 'array' THEN t.attributes ELSE '[]' END) a
     WHERE a->>'trait_type' = o.trait_type AND a->>'value' = o.trait_value)))))`;

/** Matching order, deterministic: the best price first, then the oldest bid (the lower id). */
export const BID_PRIORITY_SQL = 'o.price DESC, o.id';
