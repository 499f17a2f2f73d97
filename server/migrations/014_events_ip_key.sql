-- Tracking events and error reports are limited per client (net/client-ip.ts ipLimitKey: an IPv6 /64 counts
-- as one); the retention job deletes them by age.
ALTER TABLE events ADD COLUMN ip_key TEXT;
CREATE INDEX events_ip_key ON events (ip_key, created_at);
CREATE INDEX events_created ON events (created_at);
