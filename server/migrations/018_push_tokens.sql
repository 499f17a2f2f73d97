-- Push registration tokens (entry §4 "Login state follows the token"): CSP_fcmBind binds a token to the signed-in
-- member, CSP_fcmSubscribe adds a topic, CSP_fcmUnsubscribe unbinds it. A token is a secret of one browser, kept
-- per merchant: a bind on one merchant never touches another's row. member_id is null once unbound; topics is a
-- JSON array. ip_key (net/client-ip.ts ipLimitKey) counts the new tokens per client (services/push-tokens.ts).
CREATE TABLE push_tokens (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  token TEXT NOT NULL,
  member_id INTEGER REFERENCES members (id),
  topics TEXT NOT NULL DEFAULT '[]',
  ip_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, token)
);
CREATE INDEX push_tokens_ip_key ON push_tokens (ip_key, created_at);
CREATE INDEX push_tokens_member ON push_tokens (member_id);
