-- A social, phone or SMS sign-in that passed its own proof (the Firebase id token, the SMS code) from an IP the
-- member has not verified: the server answered login_verify_required with a random handle (only its SHA-256 is
-- kept). The two-factor verification that names the handle, from the same IP and within its lifetime, completes
-- that sign-in once (services/login.ts, PENDING_SIGN_IN_MS).
CREATE TABLE pending_sign_ins (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX pending_sign_ins_member ON pending_sign_ins (member_id);
