-- Tracking events, Web Vitals and error reports are limited in bytes as well as rows (services/events.ts): each
-- row keeps its size, so a client's bytes within the window are summed; an error report keeps its fingerprint
-- (a hash of its message and stack), so the same report from the same client within a window is counted on the
-- stored row (repeats) instead of stored again.
ALTER TABLE events ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN fingerprint TEXT;
ALTER TABLE events ADD COLUMN repeats INTEGER NOT NULL DEFAULT 1;
CREATE INDEX events_fingerprint ON events (ip_key, fingerprint, created_at) WHERE fingerprint IS NOT NULL;

-- Each merchant's stored events per UTC day and kind (error reports apart from tracking events and vitals): the
-- daily cap is a conditional UPDATE of this row, so parallel calls cannot pass it together.
CREATE TABLE event_days (
  merchant TEXT NOT NULL,
  day INTEGER NOT NULL,
  kind TEXT NOT NULL,
  row_count INTEGER NOT NULL DEFAULT 0,
  byte_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, day, kind)
);
