-- Messages written by events, articles in full, and support tickets (work orders).

-- A message tells of one event, once: `event_key` names the event (`trade:<no>:sold`), unique per user, so a retried
-- job or a repeated delivery writes nothing twice. `template` and `params` say which notice it is and with what
-- values, for the chat alerts that will read these rows as their outbox. `link` is an in-app path ('' for none).
ALTER TABLE messages ADD COLUMN link text NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN event_key text;
ALTER TABLE messages ADD COLUMN template text;
ALTER TABLE messages ADD COLUMN params jsonb NOT NULL DEFAULT '{}';
ALTER TABLE messages
  ADD CONSTRAINT messages_kind_check CHECK (kind IN ('system', 'trade', 'wallet', 'security', 'activity', 'support'));
CREATE UNIQUE INDEX messages_event_idx ON messages (user_id, event_key) WHERE event_key IS NOT NULL;
CREATE INDEX messages_unread_idx ON messages (user_id) WHERE read_at IS NULL AND deleted_at IS NULL;

-- An article's full text: HTML per server language (sanitised by the client before it is shown).
ALTER TABLE articles ADD COLUMN content jsonb NOT NULL DEFAULT '{}';

-- Support ticket categories, two levels: a category and its sub-categories (`parent_id`).
CREATE TABLE ticket_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id bigint REFERENCES ticket_categories(id),
  key text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX ticket_categories_parent_idx ON ticket_categories (parent_id, sort);

CREATE TABLE tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  category_id bigint NOT NULL REFERENCES ticket_categories(id),
  sub_category_id bigint REFERENCES ticket_categories(id),
  title text NOT NULL,
  -- open: waiting for support; answered: support wrote last; closed: by the user or by support
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_reply_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX tickets_user_idx ON tickets (user_id, last_reply_at DESC, id DESC);
CREATE INDEX tickets_status_idx ON tickets (status, last_reply_at);

-- The conversation: the description is the first entry (from 'user'); support's entries may carry HTML.
CREATE TABLE ticket_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES tickets(id),
  author text NOT NULL CHECK (author IN ('user', 'support')),
  agent_name text NOT NULL DEFAULT '',
  content text NOT NULL,
  images text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_replies_ticket_idx ON ticket_replies (ticket_id, id);

-- What an upload is for: an avatar, or a support ticket's picture (which only its owner may attach).
ALTER TABLE uploads ADD COLUMN purpose text NOT NULL DEFAULT 'avatar' CHECK (purpose IN ('avatar', 'ticket'));
