-- Games per merchant (issue 12 §1, §2; services/games.ts answers the relays and the launch from them, the admin
-- API replaces the catalogue whole). position keeps the admin's order.

-- The lanes (GCSGAME_newGameVendor): a category's key (gameClassify) and title.
CREATE TABLE game_categories (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  game_classify TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (merchant, game_classify)
);

-- The cards of a category. A lottery may have a card per prize mode, so a code is unique with its prize mode
-- ('' for other games). account_type_name: the vendor account type (RNG, PVP, LOTT, SEA_LOTT, FISH, SPORTS...).
CREATE TABLE games (
  merchant TEXT NOT NULL,
  game_classify TEXT NOT NULL,
  position INTEGER NOT NULL,
  game_code TEXT NOT NULL,
  prize_mode TEXT NOT NULL DEFAULT '',
  account_type_name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  game_id TEXT NOT NULL,
  node_id TEXT NOT NULL,
  image_url TEXT NOT NULL,
  vendor TEXT NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0,
  has_matches INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, game_code, prize_mode),
  FOREIGN KEY (merchant, game_classify) REFERENCES game_categories (merchant, game_classify)
);

-- The matches of a category whose vendor lists them (GCSGAME_getGameMatchV2). start_time: epoch ms.
CREATE TABLE game_matches (
  merchant TEXT NOT NULL,
  game_classify TEXT NOT NULL,
  match_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  PRIMARY KEY (merchant, match_id),
  FOREIGN KEY (merchant, game_classify) REFERENCES game_categories (merchant, game_classify)
);

-- The demo provider's settings of a merchant: launch_delay_ms holds the launch answer back (tests of the app's
-- launch timeout). No row: no delay.
CREATE TABLE game_settings (
  merchant TEXT PRIMARY KEY REFERENCES merchants (code),
  launch_delay_ms INTEGER NOT NULL DEFAULT 0
);

-- Launch tokens of the demo provider (/demo-games/): short-lived, single-use (used_at), bound to the member (null
-- for a trial), the game, the mode (JSON) and the language. origin: the app's origin the game posts GO_BACK to.
-- Only the token's hash is kept.
CREATE TABLE game_launches (
  token_hash TEXT PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER REFERENCES members (id),
  game_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('slot', 'lottery')),
  mode TEXT NOT NULL,
  language TEXT NOT NULL,
  origin TEXT NOT NULL,
  back_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX game_launches_expiry ON game_launches (expires_at);
