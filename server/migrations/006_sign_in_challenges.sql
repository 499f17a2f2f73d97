-- Sign-in hardening (issue 8).

-- A session opened with the merchant's default password may only finish the password change
-- (auth hook: password.change.required) until the password changes.
ALTER TABLE sessions ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;

-- The last TOTP step a member's authenticator code was accepted for: a code is accepted once.
ALTER TABLE members ADD COLUMN totp_last_step INTEGER;

-- The server answered login_verify_required to this IP for this member (the two-factor verification
-- then needs no captcha for a short while).
CREATE TABLE verify_requests (
  member_id INTEGER NOT NULL REFERENCES members (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- A member whose password is the default one proved the registered number by SMS from this IP: the next
-- password login from it (within a short while) opens a session restricted to the password change.
CREATE TABLE default_password_passes (
  member_id INTEGER NOT NULL REFERENCES members (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);
