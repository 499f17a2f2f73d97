-- Registration attribution beyond the first schema: the originalDomain stored on the client with the
-- affiliate and referral codes, the ad attribution info (JSON) and whether the member registered in the
-- official app (isOfficialAppLogin).
ALTER TABLE members ADD COLUMN original_domain TEXT;
ALTER TABLE members ADD COLUMN ad_attribution TEXT;
ALTER TABLE members ADD COLUMN official_app_login INTEGER NOT NULL DEFAULT 0;
