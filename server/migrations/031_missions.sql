-- Missions and the leaderboard (services/missions.ts, contract/src/missions.ts).

-- A merchant's missions, as staff define them (admin API): what they count over which period, the target, the
-- reward credited on the claim (minor units) and the points it adds to the week's board. Disabled ones are kept
-- for the claims that name them.
CREATE TABLE missions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  metric TEXT NOT NULL CHECK (metric IN
    ('DEPOSIT_AMOUNT', 'DEPOSIT_COUNT', 'GAME_LAUNCHES', 'DAYS_SIGNED_IN', 'FRIENDS_INVITED')),
  target INTEGER NOT NULL CHECK (target > 0),
  reward_minor INTEGER NOT NULL CHECK (reward_minor >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX missions_merchant ON missions (merchant, enabled);

-- A mission claimed: once per member, mission and period (the day's or the week's Monday, 'YYYY-MM-DD' UTC), held
-- by the UNIQUE constraint whatever runs in parallel. Its BONUS ledger entry is written in the same transaction.
-- The reward and points are kept as they were at the claim (staff may change the mission later).
CREATE TABLE mission_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  mission_id INTEGER NOT NULL REFERENCES missions (id),
  period_key TEXT NOT NULL,
  reward_minor INTEGER NOT NULL CHECK (reward_minor >= 0),
  points INTEGER NOT NULL CHECK (points >= 0),
  claimed_at INTEGER NOT NULL,
  UNIQUE (member_id, mission_id, period_key)
);
-- The week's board reads a merchant's claims by time.
CREATE INDEX mission_claims_board ON mission_claims (merchant, claimed_at);

-- What the progress counts, kept by the database as it happens: game launches and sign-ins are rows that the
-- games service and the retention job delete after a while (expired launch tokens, old sessions), so a trigger
-- copies each real-money launch, and each member's day with a sign-in, when it is written.
CREATE TABLE mission_game_launches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  launched_at INTEGER NOT NULL
);
CREATE INDEX mission_game_launches_member ON mission_game_launches (member_id, launched_at);

CREATE TABLE mission_sign_in_days (
  member_id INTEGER NOT NULL REFERENCES members (id),
  -- The UTC day's start (ms).
  day_start INTEGER NOT NULL,
  PRIMARY KEY (member_id, day_start)
);

-- sqlite only:
CREATE TRIGGER mission_game_launch_counted AFTER INSERT ON game_launches
  WHEN NEW.member_id IS NOT NULL AND json_extract(NEW.mode, '$.play') = 'real'
BEGIN
  INSERT INTO mission_game_launches (member_id, launched_at) VALUES (NEW.member_id, NEW.created_at);
END;

CREATE TRIGGER mission_sign_in_day_counted AFTER INSERT ON sessions
BEGIN
  INSERT OR IGNORE INTO mission_sign_in_days (member_id, day_start)
    VALUES (NEW.member_id, NEW.created_at - NEW.created_at % 86400000);
END;

-- What happened before this migration counts as well.
INSERT INTO mission_game_launches (member_id, launched_at)
  SELECT member_id, created_at FROM game_launches
  WHERE member_id IS NOT NULL AND json_extract(mode, '$.play') = 'real';
INSERT OR IGNORE INTO mission_sign_in_days (member_id, day_start)
  SELECT member_id, created_at - created_at % 86400000 FROM sessions;
-- postgres only:
CREATE FUNCTION mission_game_launch_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NOT NULL AND NEW.mode::jsonb ->> 'play' = 'real' THEN
    INSERT INTO mission_game_launches (member_id, launched_at) VALUES (NEW.member_id, NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER mission_game_launch_counted AFTER INSERT ON game_launches
  FOR EACH ROW EXECUTE FUNCTION mission_game_launch_counted();

CREATE FUNCTION mission_sign_in_day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_sign_in_days (member_id, day_start)
    VALUES (NEW.member_id, NEW.created_at - NEW.created_at % 86400000) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER mission_sign_in_day_counted AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION mission_sign_in_day_counted();

INSERT INTO mission_game_launches (member_id, launched_at)
  SELECT member_id, created_at FROM game_launches
  WHERE member_id IS NOT NULL AND mode::jsonb ->> 'play' = 'real';
INSERT INTO mission_sign_in_days (member_id, day_start)
  SELECT member_id, created_at - created_at % 86400000 FROM sessions ON CONFLICT DO NOTHING;
