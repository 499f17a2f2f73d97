-- VIP levels (services/vip.ts; contract/src/vip.ts). The levels are the merchant's settings (`vip.levels`); the
-- member's level is their club label. A level-up bonus is credited once per member and level, ever: the primary
-- key holds it whatever runs in parallel, and its BONUS ledger entry is written in the same transaction.
CREATE TABLE vip_level_bonuses (
  member_id INTEGER NOT NULL REFERENCES members (id),
  level INTEGER NOT NULL CHECK (level > 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, level)
);
