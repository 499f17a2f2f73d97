-- The client IP of each SMS code: smsSend is limited per IP as well as per number.
ALTER TABLE sms_outbox ADD COLUMN ip TEXT;
CREATE INDEX sms_outbox_ip ON sms_outbox (ip, created_at);
