-- Initial schema. Times are epoch milliseconds (INTEGER); JSON columns are TEXT.
-- Written in the SQL subset SQLite and PostgreSQL share, except the id columns
-- (INTEGER PRIMARY KEY AUTOINCREMENT here, GENERATED ALWAYS AS IDENTITY on PostgreSQL).

CREATE TABLE merchants (
  code TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'PH',
  currency TEXT NOT NULL DEFAULT 'PHP',
  currency_symbol TEXT NOT NULL DEFAULT '₱',
  currency_position TEXT NOT NULL DEFAULT 'prefix',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  username TEXT NOT NULL,
  mobile TEXT,
  password_hash TEXT NOT NULL,
  password_is_default INTEGER NOT NULL DEFAULT 0,
  password_changed_at INTEGER NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  reg_date INTEGER NOT NULL,
  language TEXT NOT NULL DEFAULT 'EN',
  club_label TEXT,
  first_login_done INTEGER NOT NULL DEFAULT 0,
  email TEXT,
  payee_name TEXT,
  totp_secret TEXT,
  verify_new_ip INTEGER NOT NULL DEFAULT 0,
  register_method TEXT,
  register_url TEXT,
  domain TEXT,
  affiliate_code TEXT,
  referral_code TEXT,
  pixel_track TEXT,
  login_device_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX members_merchant_username ON members (merchant, username);
CREATE UNIQUE INDEX members_merchant_mobile ON members (merchant, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  merchant TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sessions_token_hash ON sessions (token_hash);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, mobile, created_at);

CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT,
  payload TEXT NOT NULL,
  ip TEXT NOT NULL,
  member_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX events_type_created ON events (type, created_at);

CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (merchant, username, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at);
CREATE INDEX login_attempts_created ON login_attempts (created_at);

CREATE TABLE verified_ips (
  member_id INTEGER NOT NULL REFERENCES members (id),
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
);
