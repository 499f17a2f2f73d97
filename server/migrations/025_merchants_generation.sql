-- What the server reads to know whether its copy of the merchants is current (services/merchants.ts): it keeps
-- the host → merchant map and each merchant's parsed settings in memory, and a request reads only the one row of
-- merchants_generation, never a merchant's settings (a merchant's logo may be a 300 KB data URL inside them).
-- Every insert, update or delete of a merchant row, by this server, the CLI, another process or a hand-written
-- statement, gives merchants_generation a new value and the merchant's row of merchant_versions a new version:
-- the server then reads again only the merchants whose version changed.
-- Random values, not counters: a rolled-back write followed by another write could bring a counter back to a
-- value the server already read, with other settings. random() >> 11 is a 53-bit value, exact in JavaScript.
-- (PostgreSQL's random() is a fraction: it is scaled to the same 53 bits.)
CREATE TABLE merchants_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
-- sqlite only:
INSERT INTO merchants_generation (id, generation) VALUES (1, random() >> 11);
-- postgres only:
INSERT INTO merchants_generation (id, generation) VALUES (1, floor(random() * 9007199254740992));
-- both:

CREATE TABLE merchant_versions (
  code TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
-- sqlite only:
INSERT INTO merchant_versions (code, version) SELECT code, random() >> 11 FROM merchants;

CREATE TRIGGER merchants_version_insert AFTER INSERT ON merchants
BEGIN
  INSERT OR REPLACE INTO merchant_versions (code, version) VALUES (NEW.code, random() >> 11);
  UPDATE merchants_generation SET generation = random() >> 11 WHERE id = 1;
END;
CREATE TRIGGER merchants_version_update AFTER UPDATE ON merchants
BEGIN
  DELETE FROM merchant_versions WHERE code = OLD.code;
  INSERT OR REPLACE INTO merchant_versions (code, version) VALUES (NEW.code, random() >> 11);
  UPDATE merchants_generation SET generation = random() >> 11 WHERE id = 1;
END;
CREATE TRIGGER merchants_version_delete AFTER DELETE ON merchants
BEGIN
  DELETE FROM merchant_versions WHERE code = OLD.code;
  UPDATE merchants_generation SET generation = random() >> 11 WHERE id = 1;
END;
-- postgres only:
INSERT INTO merchant_versions (code, version) SELECT code, floor(random() * 9007199254740992) FROM merchants;

CREATE FUNCTION merchants_version_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM merchant_versions WHERE code = OLD.code;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO merchant_versions (code, version) VALUES (NEW.code, floor(random() * 9007199254740992))
      ON CONFLICT (code) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  UPDATE merchants_generation SET generation = floor(random() * 9007199254740992) WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER merchants_version_changed AFTER INSERT OR UPDATE OR DELETE ON merchants
  FOR EACH ROW EXECUTE FUNCTION merchants_version_changed();
