-- The point mall (services/points.ts, services/mall.ts). Points are whole numbers on a ledger of their own, like
-- money: every change is a row of point_entries, and member_points holds their sum, moved in the same transaction
-- by a conditional update (the CHECK is the last guard).
CREATE TABLE member_points (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  updated_at INTEGER NOT NULL
);

-- A merchant's items. stock NULL: unlimited; the redemption takes one by UPDATE ... WHERE stock > 0.
CREATE TABLE mall_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('BONUS', 'FREE_SPINS', 'PHYSICAL')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  cost_points INTEGER NOT NULL CHECK (cost_points > 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- BONUS: minor units credited to the wallet.
  bonus_minor INTEGER CHECK (bonus_minor IS NULL OR bonus_minor > 0),
  -- FREE_SPINS: how many spins on which game.
  spins INTEGER CHECK (spins IS NULL OR spins > 0),
  game_code TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (kind <> 'BONUS' OR bonus_minor IS NOT NULL),
  CHECK (kind <> 'FREE_SPINS' OR (spins IS NOT NULL AND game_code IS NOT NULL))
);
CREATE INDEX mall_items_merchant ON mall_items (merchant, active, sort_order, id);

-- A redemption: the item as it was (title, cost, what it gives), one per member and idempotency key.
CREATE TABLE mall_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  item_id INTEGER NOT NULL REFERENCES mall_items (id),
  kind TEXT NOT NULL CHECK (kind IN ('BONUS', 'FREE_SPINS', 'PHYSICAL')),
  title TEXT NOT NULL,
  cost_points INTEGER NOT NULL CHECK (cost_points > 0),
  bonus_minor INTEGER,
  spins INTEGER,
  game_code TEXT,
  status TEXT NOT NULL CHECK (status IN ('CREDITED', 'GRANTED', 'AWAITING_SHIPMENT', 'SHIPPED', 'CANCELLED')),
  idempotency_key TEXT NOT NULL,
  delivery_name TEXT,
  delivery_phone TEXT,
  delivery_address TEXT,
  tracking_note TEXT,
  created_at INTEGER NOT NULL,
  shipped_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX mall_redemptions_member ON mall_redemptions (member_id, id);
CREATE INDEX mall_redemptions_merchant ON mall_redemptions (merchant, status, id);

-- One change of a member's points. A deposit and a bet earn once each (UNIQUE), whatever runs in parallel.
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('EARN_DEPOSIT', 'EARN_PLAY', 'REDEEM', 'REFUND', 'ADJUST')),
  points INTEGER NOT NULL CHECK (points <> 0),
  deposit_id INTEGER UNIQUE REFERENCES deposits (id),
  turnover_id INTEGER UNIQUE REFERENCES turnover_entries (id),
  redemption_id INTEGER REFERENCES mall_redemptions (id),
  note TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_entries_member ON point_entries (member_id, id);

-- Free spins a redemption granted: what the game provider's adapter picks up (picked_up_at when it did).
CREATE TABLE free_spin_grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  redemption_id INTEGER NOT NULL UNIQUE REFERENCES mall_redemptions (id),
  game_code TEXT NOT NULL,
  spins INTEGER NOT NULL CHECK (spins > 0),
  created_at INTEGER NOT NULL,
  picked_up_at INTEGER
);
