-- The demo customer-service chat (issue 12 §3; services/chat.ts): the thread of each member with the merchant's
-- agents, the short-lived links CBS_launchChat answers, and the vendor scripts WPSCORE_getCustomerServiceScript
-- answers in production.

-- A member's thread. sender: 'agent' (posted through the admin API) or 'member' (the chat page's reply box).
-- read_at: when the member opened the chat after an agent's message (null: unread; CBS_unreadCount counts them).
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  sender TEXT NOT NULL CHECK (sender IN ('agent', 'member')),
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX chat_messages_member ON chat_messages (member_id, id);

-- The links of the demo chat page (/demo-chat/?t=): bound to the member and the session that asked for one (the
-- page stops working with that session), with what the app asked the page to show. Only the token's hash is kept.
-- expires_at: until first opened a link lives briefly; opening it gives the page its own, longer time.
CREATE TABLE chat_links (
  token_hash TEXT PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants (code),
  member_id INTEGER NOT NULL REFERENCES members (id),
  session_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  header_color TEXT NOT NULL,
  back_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  opened_at INTEGER
);
CREATE INDEX chat_links_expiry ON chat_links (expires_at);

-- The customer-service vendors' scripts of a merchant, by csType (production; test and demo mode answer the
-- same-origin stand-ins of /demo-cs/). Server-only: set through the admin API.
CREATE TABLE customer_service_scripts (
  merchant TEXT NOT NULL REFERENCES merchants (code),
  cs_type TEXT NOT NULL,
  src TEXT NOT NULL,
  PRIMARY KEY (merchant, cs_type)
);
