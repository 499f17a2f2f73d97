-- Firebase identities (social and phone sign-in) bound to members: one member per Firebase uid and merchant
-- (merchants may share a Firebase project, so the uid alone does not name the member).
CREATE TABLE firebase_identities (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  uid TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  sign_in_provider TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX firebase_identities_merchant_uid ON firebase_identities (merchant, uid);
CREATE INDEX firebase_identities_member ON firebase_identities (member_id);
