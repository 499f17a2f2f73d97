-- The turnover feed and the reward centre (services/turnover.ts, services/rewards.ts).

-- What members bet, as the game providers report it (the admin API records their feed). A provider's reference is
-- unique per merchant, so a replayed feed row counts once.
CREATE TABLE turnover_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, reference)
);
CREATE INDEX turnover_entries_member ON turnover_entries (member_id, created_at);

-- A reward claimed: once per member, kind and period (the check-in's or the rebate's day, 'YYYY-MM-DD' UTC), held
-- by the UNIQUE constraint whatever runs in parallel. Its BONUS ledger entry and its bonus lock are written in
-- the same transaction.
CREATE TABLE reward_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('CHECK_IN', 'REBATE')),
  period_key TEXT NOT NULL,
  -- The check-in's day of the streak (1 to 7); null for a rebate.
  streak_day INTEGER CHECK (streak_day BETWEEN 1 AND 7),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, kind, period_key)
);
CREATE INDEX reward_claims_member ON reward_claims (member_id, id);

-- A bonus's turnover requirement: `amount_minor` of the balance cannot be withdrawn until the member has played
-- `turnover_required_minor` since `created_at` (contract/src/rewards.ts lockProgress). From a claim or from a
-- deposit's bonus.
CREATE TABLE bonus_locks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  claim_id INTEGER UNIQUE REFERENCES reward_claims (id),
  deposit_id INTEGER UNIQUE REFERENCES deposits (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  turnover_required_minor INTEGER NOT NULL CHECK (turnover_required_minor > 0),
  created_at INTEGER NOT NULL,
  CHECK ((claim_id IS NULL) <> (deposit_id IS NULL))
);
CREATE INDEX bonus_locks_member ON bonus_locks (member_id, created_at);

-- The turnover multiplier of a deposit's bonus, as promised at submit: once credited, the bonus requires bonus × it.
ALTER TABLE deposits ADD COLUMN bonus_turnover_times INTEGER NOT NULL DEFAULT 0;
