-- Home-screen content. Texts are jsonb objects keyed by server language (en, ko, zh_tw, zh).
CREATE TABLE banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title jsonb NOT NULL,
  image text NOT NULL,
  link_type text NOT NULL CHECK (link_type IN ('mark_local', 'cur_tab', 'new_tab', 'iframe', 'none')),
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE home_modules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  icon text NOT NULL,
  link_type text NOT NULL CHECK (link_type IN ('mark_local', 'cur_tab', 'new_tab', 'iframe', 'none')),
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  image text NOT NULL,
  url text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_versions (
  version text PRIMARY KEY,
  force boolean NOT NULL DEFAULT false,
  url text NOT NULL,
  notes jsonb NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL DEFAULT 'system',
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX messages_user_idx ON messages (user_id, id DESC);
