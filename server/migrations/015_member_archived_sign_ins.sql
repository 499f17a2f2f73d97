-- The retention job deletes sessions some days after they expire (services/retention.ts); the rank progress
-- counts a member's sign-ins, so the deleted sessions are added here first.
ALTER TABLE members ADD COLUMN archived_sign_ins INTEGER NOT NULL DEFAULT 0;
