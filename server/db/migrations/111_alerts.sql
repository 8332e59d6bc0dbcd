-- Alerts in the Telegram chat: the notices a user's messages are written from, sent by the bot as well.

-- Which alerts a user gets. Only a choice that differs from the default is a row: every kind is on by default, since
-- nothing reaches the chat before the user allows the bot to write (third_accounts.write_access), which is itself the
-- opt-in. `kind` is one of ALERT_KINDS (server/modules/alerts/kinds.ts).
CREATE TABLE alert_prefs (
  user_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('offer_received', 'offer_accepted', 'bid_filled', 'item_sold', 'deposit_credited',
    'withdrawal_done', 'withdrawal_failed', 'new_device', 'price_alert')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- The chat alerts to send: one per message row at most (UNIQUE message_id), written in the message's transaction when
-- the user has allowed the bot to write and has that kind on. `chat_id`: the Telegram user's id at that moment.
-- pending -> sent (Telegram's message id kept), failed (gave up after its attempts), or dropped (the bot may no longer
-- write: blocked, or write access or the kind turned off before it went out).
CREATE TABLE telegram_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL UNIQUE REFERENCES messages(id),
  user_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  chat_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  tg_message_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX telegram_alerts_pending_idx ON telegram_alerts (next_at) WHERE status = 'pending';
CREATE INDEX telegram_alerts_user_idx ON telegram_alerts (user_id, id DESC);

-- "Tell me when this collection's floor goes below / above a price". `fired`: the floor is past the price and the
-- alert has told so; it re-arms (false) when the floor comes back, so it tells once per crossing. `fire_count` names
-- each crossing's notice (its event key). The price is in `symbol`, the coin the market quotes floors in.
CREATE TABLE price_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  collection_id bigint NOT NULL REFERENCES nft_collections(id),
  direction text NOT NULL CHECK (direction IN ('above', 'below')),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  symbol text NOT NULL REFERENCES coins(symbol),
  active boolean NOT NULL DEFAULT true,
  fired boolean NOT NULL DEFAULT false,
  fire_count integer NOT NULL DEFAULT 0,
  last_fired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, id DESC) WHERE active;
CREATE INDEX price_alerts_collection_idx ON price_alerts (collection_id) WHERE active;
