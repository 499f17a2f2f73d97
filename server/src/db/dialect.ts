import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from './database';

/** Which database `db` (or a transaction of it) runs on, for the few places where the two must differ. */
export const dialectOf = (db: Pick<Db, 'getExecutor'>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * A top-level key of a JSON text column, read by the database so that the rest of the text (a merchant's
 * settings carry a logo of up to 300 KB) never crosses into JavaScript: JSON text for an object or array, the
 * text of a string, NULL when the column is not JSON. PostgreSQL's `json_field` is migration 037's.
 */
export const jsonField = (
  db: Pick<Db, 'getExecutor'>,
  column: string,
  key: string,
): RawBuilder<string | null> =>
  dialectOf(db) === 'postgres'
    ? sql<string | null>`json_field(${sql.ref(column)}, ${key})`
    : sql<
        string | null
      >`CASE WHEN json_valid(${sql.ref(column)}) THEN json_extract(${sql.ref(column)}, ${`$.${key}`}) END`;

/**
 * The order rows were inserted in: SQLite's rowid; PostgreSQL has none, so the creation time stands for it (rows of
 * one millisecond then come in their key's order, the tie-break every caller adds).
 */
export const insertionOrder = (db: Pick<Db, 'getExecutor'>, table: 'merchants'): RawBuilder<number> =>
  dialectOf(db) === 'postgres'
    ? sql<number>`${sql.ref(`${table}.created_at`)}`
    : sql<number>`${sql.ref(`${table}.rowid`)}`;

/** One column of a foreign key: `tbl.col` refers to `target.key`. */
export interface ForeignKey {
  tbl: string;
  col: string;
  target: string;
  key: string;
}

/** Every foreign key of the schema, read from the database's own catalogue (so a later migration's are included). */
export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<ForeignKey>`
        SELECT t.relname AS tbl, a.attname AS col, r.relname AS target, ra.attname AS key
        FROM pg_constraint c
        JOIN pg_class t ON t.oid = c.conrelid
        JOIN pg_class r ON r.oid = c.confrelid
        CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, ref)
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
        JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.ref
        WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace`
      : sql<ForeignKey>`
        SELECT m.name AS tbl, f."from" AS col, f."table" AS target, COALESCE(f."to", 'id') AS key
        FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table'`;
  return (await query.execute(db)).rows;
}
