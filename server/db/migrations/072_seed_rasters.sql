-- Raster twins (WebP, JPEG) of the generated market collections' pictures (server/seedArt.ts). Each is drawn from
-- its SVG on its first request and kept here, so every server sharing the database draws it once, and a restart
-- does not draw it again. The path is the picture's own (`/seed/art/ROBOT/12.webp`); a drawing never changes.
CREATE TABLE seed_rasters (
  path text PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg')),
  data bytea NOT NULL
);

-- A database seeded before this migration points its seed pictures to the SVGs: the NFTs, collections, banners and
-- articles move to their WebP twins, as a new seed writes them (public/seed/ holds both; the generated ones are drawn).
-- Coins and icons stay SVG. Pictures that are not the seed's own (uploads, other addresses) are left alone.
UPDATE nft_collections SET image = regexp_replace(image, '\.svg$', '.webp') WHERE image ~ '^/seed/(nft|art)/.*\.svg$';
UPDATE nft_collections SET banner = regexp_replace(banner, '\.svg$', '.webp') WHERE banner ~ '^/seed/(nft|art)/.*\.svg$';
UPDATE nft_tokens SET image = regexp_replace(image, '\.svg$', '.webp') WHERE image ~ '^/seed/(nft|art)/.*\.svg$';
UPDATE nft_items SET image = regexp_replace(image, '\.svg$', '.webp') WHERE image ~ '^/seed/(nft|art)/.*\.svg$';
UPDATE banners SET image = regexp_replace(image, '\.svg$', '.webp') WHERE image ~ '^/seed/banners/.*\.svg$';
UPDATE articles SET image = regexp_replace(image, '\.svg$', '.webp') WHERE image ~ '^/seed/articles/.*\.svg$';
