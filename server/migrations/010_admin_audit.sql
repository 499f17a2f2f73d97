-- Every admin change (each POST, PATCH or DELETE of the admin API): who, when, what. The summary names the
-- fields a call sent, never their values (passwords, TOTP secrets and settings secrets stay out).
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  method TEXT NOT NULL,
  route TEXT NOT NULL,
  target TEXT NOT NULL,
  status INTEGER NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit (at);
