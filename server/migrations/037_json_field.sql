-- json_field(text, key): the key's value of a JSON object stored as text, as JSON text (a string's own text), or
-- NULL when the text is not JSON. SQLite says it with json_valid and json_extract (db/dialect.ts jsonField);
-- PostgreSQL 15 has no json_valid, so a cast that fails is caught here.
-- postgres only:
CREATE FUNCTION json_field(value TEXT, key TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN value::jsonb ->> key;
EXCEPTION WHEN invalid_text_representation THEN
  RETURN NULL;
END $$;
