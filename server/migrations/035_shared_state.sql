-- Security state that every server process on the database must share (docs/architecture.md "Shared state").

-- The RSA keys of encrypted posts (crypto/key-ring.ts). The key of the highest slot is the one handed out; a
-- rotation inserts the next slot, and the slot is unique, so two processes replacing one key make one new key (the
-- other adopts it). A replaced key opens posts until RSA_KEY_GRACE_MS after its successor's created_at; older keys
-- open none and are deleted. private_key is the PKCS#8 key sealed with the server key (crypto/server-key.ts);
-- uses counts the posts the key opened (a conditional UPDATE bounds it).
CREATE TABLE rsa_keys (
  id TEXT PRIMARY KEY,
  slot INTEGER NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  uses INTEGER NOT NULL DEFAULT 0
);

-- The posts each key opened, by an HMAC of their DES key under a key derived from the server key: the INSERT that
-- finds the row already there is the replay refusal, whichever process opened the first post. Deleted with the key.
CREATE TABLE rsa_key_posts (
  key_slot INTEGER NOT NULL,
  des_key_hash BLOB NOT NULL,
  PRIMARY KEY (key_slot, des_key_hash)
);

-- Wrong admin tokens per client (services/admin-token-limit.ts): the start of the client's window and its failures,
-- counted by one upsert that restarts an ended window. Rows of ended windows are deleted on the next failure.
CREATE TABLE admin_token_failures (
  client_key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  failures INTEGER NOT NULL
);
CREATE INDEX admin_token_failures_window ON admin_token_failures (window_start);

-- Geetest's local stand-in (test and demo mode, services/geetest-standin.ts): the challenges it issued (kind
-- 'challenge', valid until they expire) and the passes it handed out (kinds 'v3' by seccode, 'v4' by lot number),
-- each validated once: a DELETE takes it. proof: what the validation compares besides the captcha id.
CREATE TABLE geetest_standin_entries (
  kind TEXT NOT NULL CHECK (kind IN ('challenge', 'v3', 'v4')),
  entry_key TEXT NOT NULL,
  captcha_id TEXT NOT NULL,
  proof TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, entry_key)
);
CREATE INDEX geetest_standin_entries_expiry ON geetest_standin_entries (kind, expires_at);
