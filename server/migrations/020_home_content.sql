-- The home page's content per merchant (issue 11 §6; services/home-content.ts answers the relays from it and the
-- admin API replaces each list whole). position keeps the admin's order. HTML (announcement content, activity
-- rules) is stored as given: the app sanitises it before it reaches the page.

-- Home banners (MCSFE_getBanners): linkage_type P (linkage: an activity id), URL (url) or G (linkage: the game).
CREATE TABLE banners (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  linkage_type TEXT NOT NULL CHECK (linkage_type IN ('P', 'URL', 'G')),
  linkage TEXT NOT NULL,
  room_id TEXT,
  node_id TEXT,
  game_type TEXT,
  vendor TEXT,
  group_name TEXT,
  url TEXT,
  open_in_new_window INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, id)
);

-- Announcements (MCSFE_getListAnnouncements): the popup's items, and those of category app_download, the
-- download image popup's banners (with image_url). promotion_type is the key of an announcement category.
CREATE TABLE announcements (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  promotion_type TEXT NOT NULL,
  category TEXT,
  image_url TEXT,
  force_read INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, id)
);

-- The announcement categories' titles (PROMOFE_getPromotionAnnouncementCategory).
CREATE TABLE announcement_categories (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  category_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (merchant, category_key)
);

-- Activities (MCSFE_getActivities lists those running, MCSFE_getActivity answers any): the period (ms, null:
-- open-ended), the rules (HTML) and the go-to-activity action (action_redirect null: none).
CREATE TABLE activities (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  image_url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  start_time INTEGER,
  end_time INTEGER,
  rules TEXT NOT NULL,
  action_redirect TEXT,
  action_external_link TEXT,
  action_label TEXT,
  PRIMARY KEY (merchant, id)
);

-- The member's own referral promotion (MCSFE_getMerchantAvailablePromotions' personal REFERRAL): on unless an
-- admin turns it off.
ALTER TABLE members ADD COLUMN referral_enabled INTEGER NOT NULL DEFAULT 1;

-- What the seed did once (server/src/seed/seed.ts): the demo's home content is seeded a single time, so that an
-- admin's later change (even emptying a list) survives restarts.
CREATE TABLE seed_marks (
  name TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
