-- The feedback page (services/feedback.ts): a member's feedback, its images and staff's reply. One row per member
-- and idempotency key (a retry answers the same row); request_hash tells a retry from another request with the key.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  category TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'REPLIED', 'CLOSED')),
  reply TEXT,
  replied_by TEXT,
  created_at INTEGER NOT NULL,
  replied_at INTEGER,
  closed_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX feedback_member ON feedback (member_id, id);
CREATE INDEX feedback_merchant_status ON feedback (merchant, status, id);

-- An image of a feedback, its metadata already stripped (services/feedback-images.ts), served only through a
-- signed URL made for its member or to staff.
CREATE TABLE feedback_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  feedback_id INTEGER NOT NULL REFERENCES feedback (id),
  position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 2),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes BLOB NOT NULL,
  UNIQUE (feedback_id, position)
);

-- How many feedback a member sent on a UTC day: raised by one conditional upsert in the submission's transaction
-- (… WHERE sent < limit), so the daily limit holds whatever process writes.
CREATE TABLE feedback_days (
  member_id INTEGER NOT NULL REFERENCES members (id),
  day INTEGER NOT NULL,
  sent INTEGER NOT NULL CHECK (sent >= 0),
  PRIMARY KEY (member_id, day)
);
