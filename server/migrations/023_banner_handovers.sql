-- Banner hand-over codes (services/banner-handover.ts): what a signed-in player's tap on an external banner carries
-- as `token` (signed-in §4 "Banner click") instead of the session token. A code is random, kept only as its hash,
-- valid 2 minutes and used once (used_at: a conditional UPDATE), bound to the member, the session that asked for it
-- (a logout or revocation ends it too) and the origin of the banner link. A partner exchanges it server-side
-- (POST /wps/partner/handover) for the member's username.
-- session_id has no reference (as chat_links): the retention job deletes expired sessions, which ends their codes.
CREATE TABLE banner_handovers (
  code_hash TEXT PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  session_id INTEGER NOT NULL,
  origin TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX banner_handovers_expiry ON banner_handovers (expires_at);
