-- Payments a user made to merchants with their wallet balance (/appay-api/api/appay/*).
CREATE TABLE appay_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  merchant_name text NOT NULL,
  merchant_order_no text NOT NULL,
  subject jsonb NOT NULL,
  symbol text NOT NULL REFERENCES coins(symbol),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee numeric(36, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'refunded', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  refunded_at timestamptz
);
CREATE INDEX appay_orders_user_idx ON appay_orders (user_id, id DESC);
