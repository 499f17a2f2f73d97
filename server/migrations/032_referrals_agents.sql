-- Invite friends and agent registration (services/referrals.ts, services/agents.ts; contract/src/referrals.ts).

-- The member's own invite code, shared in their referral link: unique per merchant, upper-case letters and digits
-- without 0 O 1 I L (members.ts makes it at registration). An invitee is a member of the same merchant whose
-- referral_code (the code they registered with) equals the inviter's invite_code.
ALTER TABLE members ADD COLUMN invite_code TEXT;
-- Existing members: 4 random hex digits then the id in hex, with 0 and 1 written G and H (unambiguous, and unique
-- because the id part is).
-- sqlite only:
UPDATE members SET invite_code =
  replace(replace(substr(hex(randomblob(2)), 1, 4) || printf('%04X', id), '0', 'G'), '1', 'H');
-- postgres only:
UPDATE members SET invite_code =
  replace(replace(upper(substr(md5(random()::text), 1, 4)) || lpad(upper(to_hex(id)), 4, '0'), '0', 'G'), '1', 'H');
-- both:
CREATE UNIQUE INDEX members_merchant_invite_code ON members (merchant, invite_code) WHERE invite_code IS NOT NULL;
CREATE INDEX members_merchant_referral_code ON members (merchant, referral_code) WHERE referral_code IS NOT NULL;

-- The referral link's opens (the "invited" figure): one row per browser (a random visitor id the page keeps) and
-- code, so reopening the link does not count twice.
CREATE TABLE referral_link_opens (
  merchant TEXT NOT NULL,
  invite_code TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, invite_code, visitor_id)
);

-- A referral reward claimed by the inviter for one invitee whose deposit was credited: once per invitee, held by
-- the UNIQUE constraint whatever runs in parallel; its BONUS ledger entry is written in the same transaction.
CREATE TABLE referral_rewards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  inviter_id INTEGER NOT NULL REFERENCES members (id),
  invitee_id INTEGER NOT NULL UNIQUE REFERENCES members (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX referral_rewards_inviter ON referral_rewards (inviter_id, id);

-- Agent applications: one open (PENDING) application per member, held by the partial UNIQUE index. Staff approve
-- (the member becomes an agent, type 1, in the same transaction) or reject with a reason; then the member may
-- apply again.
CREATE TABLE agent_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  name TEXT NOT NULL,
  contact TEXT NOT NULL,
  traffic_source TEXT NOT NULL,
  traffic_other TEXT,
  expected_players INTEGER NOT NULL CHECK (expected_players > 0),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE UNIQUE INDEX agent_applications_open ON agent_applications (member_id) WHERE status = 'PENDING';
CREATE INDEX agent_applications_member ON agent_applications (member_id, id);
CREATE INDEX agent_applications_merchant ON agent_applications (merchant, status, id);
