-- The plain captcha: each image's answer (upper case), answered once before it expires.
CREATE TABLE plain_captchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  captcha_key TEXT NOT NULL,
  merchant TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE UNIQUE INDEX plain_captchas_key ON plain_captchas (captcha_key);
CREATE INDEX plain_captchas_expires ON plain_captchas (expires_at);
CREATE INDEX plain_captchas_merchant ON plain_captchas (merchant, id);
