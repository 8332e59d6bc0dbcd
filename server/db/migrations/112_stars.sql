-- Topping up with Telegram Stars (/finance-api/api/stars/*, server/modules/stars). One row per invoice the server
-- created with the Bot API's createInvoiceLink (currency XTR): `created` until Telegram reports the payment
-- (`successful_payment`), then `paid` and, in the same transaction, credited to the user through the ledger;
-- `refunded` once the Stars went back (refundStarPayment) and the credit was reversed.
-- `payload` is the invoice's own unguessable id, the only thing Telegram sends back with a payment; `telegram_id` is
-- the Telegram account the invoice is for (the one linked at sign-in): a payment from anyone else is refused at
-- pre-checkout. `telegram_payment_charge_id` is UNIQUE: a payment delivered twice credits once.
CREATE TABLE star_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_no text NOT NULL UNIQUE,
  payload text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  telegram_id text NOT NULL,
  stars integer NOT NULL CHECK (stars > 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  -- the coin per Star at creation (configuration, STARS_USDT_RATE) and what the Stars buy at it
  rate numeric(36, 18) NOT NULL CHECK (rate > 0),
  coin_amount numeric(36, 18) NOT NULL CHECK (coin_amount > 0),
  invoice_link text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'refunded')),
  telegram_payment_charge_id text UNIQUE,
  provider_payment_charge_id text,
  credit_tx_id bigint REFERENCES ledger_transactions(id),
  refund_tx_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  refunded_at timestamptz,
  CHECK ((status = 'created') = (telegram_payment_charge_id IS NULL)),
  CHECK ((status = 'refunded') = (refunded_at IS NOT NULL))
);
CREATE INDEX star_payments_user_idx ON star_payments (user_id, created_at DESC);
