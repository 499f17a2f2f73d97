import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AdminAuditTable } from '../db/schema';

/** Most field names one audit summary lists (a settings patch can name many). */
const MAX_FIELDS = 40;
/** Deepest nesting the summary descends into. */
const MAX_DEPTH = 4;
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The field names a call sent, as dotted paths (`public.captcha.login`, `password`), never their values: an
 * admin change's record must not hold a password, a TOTP secret or a settings secret. Arrays are named, not
 * entered.
 */
export function auditSummary(body: unknown): string {
  const paths: string[] = [];
  const walk = (value: unknown, prefix: string, depth: number) => {
    if (paths.length >= MAX_FIELDS) return;
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!isObject || depth >= MAX_DEPTH) {
      if (prefix) paths.push(Array.isArray(value) ? `${prefix}[]` : prefix);
      return;
    }
    const entries = Object.keys(value);
    if (entries.length === 0 && prefix) paths.push(`${prefix}{}`);
    for (const key of entries)
      walk(
        (value as Record<string, unknown>)[key],
        prefix ? `${prefix}.${clip(key, 64)}` : clip(key, 64),
        depth + 1,
      );
  };
  walk(body, '', 0);
  return paths.length === 0 ? '(no body)' : paths.join(', ');
}

/** What a call acted on: its path parameters and the merchant of its query, e.g. `username=alice merchant=DEMO`. */
export function auditTarget(params: unknown, query: unknown): string {
  const parts: string[] = [];
  const add = (source: unknown, names?: readonly string[]) => {
    if (typeof source !== 'object' || source === null) return;
    for (const [key, value] of Object.entries(source)) {
      if (names && !names.includes(key)) continue;
      if (typeof value === 'string') parts.push(`${clip(key, 32)}=${clip(value, 64)}`);
    }
  };
  add(params);
  add(query, ['merchant']);
  return parts.join(' ');
}

/** One row of the audit, as written (the id is the table's). */
export type AdminChange = Insertable<AdminAuditTable>;

export async function recordAdminChange(db: Db, change: AdminChange): Promise<void> {
  await db.insertInto('admin_audit').values(change).execute();
}

/** The admin changes, newest first. */
export const listAdminChanges = (db: Db, limit: number) =>
  db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
