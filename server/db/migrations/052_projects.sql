-- Games and projects a user moves coins and NFTs to and from (/finance-api/api/project/*, nft/project_list).
CREATE TABLE projects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  icon text NOT NULL,
  -- NFT collections (symbols) the project uses; empty for a coin-only project
  nft_symbols jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO projects (code, name, icon, nft_symbols, sort) VALUES
  ('seraph', '{"en":"Seraph","ko":"세라프","zh_tw":"熾天使","zh":"炽天使"}', '/seed/icons/game.svg', '["GEMS","ASTRO"]', 0),
  ('battle_royale', '{"en":"Battle Royale","ko":"배틀 로얄","zh_tw":"大逃殺","zh":"大逃杀"}', '/seed/icons/auction.svg', '["PEAKS","BLOOM"]', 1),
  ('mercury', '{"en":"Mercury Racing","ko":"머큐리 레이싱","zh_tw":"水星賽車","zh":"水星赛车"}', '/seed/icons/swap.svg', '[]', 2);

-- Coins moved into a project (recharge) or back out of it (withdraw).
CREATE TABLE project_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  project_id bigint NOT NULL REFERENCES projects(id),
  kind text NOT NULL CHECK (kind IN ('recharge', 'withdraw')),
  symbol text NOT NULL REFERENCES coins(symbol),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee numeric(36, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
  game_account text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX project_transfers_user_idx ON project_transfers (user_id, kind, id DESC);
