-- SMS codes at rest: code_hash is the HMAC of the code under a key derived from the server key
-- (services/sms.ts); the plain code is kept only in demo mode, where the admin outbox shows it (the e2e
-- tests and the demo read it there). failed_attempts burns a code after its 5th wrong try. ip_key is the
-- per-IP limit's key (an IPv6 /64 counts as one client, net/client-ip.ts), and the mobile index serves the
-- daily cap per number across merchants. The table is rebuilt because `code` becomes nullable; codes
-- written before this migration have no hash and are void (they lived 5 minutes).
CREATE TABLE sms_outbox_hmac (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code TEXT,
  code_hash TEXT,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  ip TEXT,
  ip_key TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
INSERT INTO sms_outbox_hmac (id, merchant, mobile, ip, ip_key, created_at, expires_at, used_at)
  SELECT id, merchant, mobile, ip, ip, created_at, expires_at, used_at FROM sms_outbox;
DROP TABLE sms_outbox;
ALTER TABLE sms_outbox_hmac RENAME TO sms_outbox;
CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, mobile, created_at);
CREATE INDEX sms_outbox_number_day ON sms_outbox (mobile, created_at);
CREATE INDEX sms_outbox_ip_key ON sms_outbox (ip_key, created_at);
CREATE INDEX sms_outbox_created ON sms_outbox (created_at);
