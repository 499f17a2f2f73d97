import {
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  PrimitiveValueListNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type RootOperationNode,
} from 'kysely';
import { isSealed, seal, SEALED_PREFIX, unseal } from '../crypto/server-key';
import type { Db } from './database';

/** Columns stored sealed with the server key: members.totp_secret (the authenticator's shared secret). */
const SEALED_TABLE = 'members';
const SEALED_COLUMN = 'totp_secret';
const CONTEXT = `${SEALED_TABLE}.${SEALED_COLUMN}`;

const tableName = (node: OperationNode | undefined): string | undefined =>
  node && TableNode.is(node) ? node.table.identifier.name : undefined;

const sealValue = (key: Buffer, value: unknown): unknown =>
  typeof value === 'string' && !isSealed(value) ? seal(key, CONTEXT, value) : value;

const sealNode = (key: Buffer, node: OperationNode): OperationNode =>
  ValueNode.is(node) ? ValueNode.create(sealValue(key, node.value)) : node;

function sealInsert(key: Buffer, node: InsertQueryNode): InsertQueryNode {
  const index = node.columns?.findIndex((c) => c.column.name === SEALED_COLUMN) ?? -1;
  if (index < 0 || !node.values || !ValuesNode.is(node.values)) return node;
  const rows = node.values.values.map((row) =>
    PrimitiveValueListNode.is(row)
      ? PrimitiveValueListNode.create(row.values.map((v, i) => (i === index ? sealValue(key, v) : v)))
      : ValueListNode.create(row.values.map((v, i) => (i === index ? sealNode(key, v) : v))),
  );
  return InsertQueryNode.cloneWith(node, { values: ValuesNode.create(rows) });
}

function sealUpdate(key: Buffer, node: UpdateQueryNode): UpdateQueryNode {
  if (!node.updates?.some((u) => ColumnNode.is(u.column) && u.column.column.name === SEALED_COLUMN)) {
    return node;
  }
  return UpdateQueryNode.cloneWithUpdates(
    node,
    node.updates.map((u) =>
      ColumnNode.is(u.column) && u.column.column.name === SEALED_COLUMN
        ? ColumnUpdateNode.create(u.column, sealNode(key, u.value))
        : u,
    ),
  );
}

/**
 * Seals members.totp_secret on every insert and update and opens it in every result, so that the rest of the
 * server reads and writes the plain secret (insertMember's totpSecret, MemberRow.totp_secret) while the
 * database holds only AES-256-GCM ciphertext. A value that does not open with the key reads as null (no
 * authenticator). Other queries pass untouched (one check of the node's kind).
 */
export const sealedColumnsPlugin = (key: Buffer): KyselyPlugin => ({
  transformQuery({ node }): RootOperationNode {
    if (InsertQueryNode.is(node) && tableName(node.into) === SEALED_TABLE) return sealInsert(key, node);
    if (UpdateQueryNode.is(node) && tableName(node.table) === SEALED_TABLE) return sealUpdate(key, node);
    return node;
  },
  async transformResult({ result }) {
    const first = result.rows[0];
    if (!first || typeof first !== 'object' || !Object.hasOwn(first, SEALED_COLUMN)) return result;
    const rows = result.rows.map((row) => {
      const value = (row as Record<string, unknown>)[SEALED_COLUMN];
      if (typeof value !== 'string' || !isSealed(value)) return row;
      return { ...row, [SEALED_COLUMN]: unseal(key, CONTEXT, value) };
    });
    return { ...result, rows };
  },
});

/** The database with sealed columns (see sealedColumnsPlugin). */
export const withSealedColumns = (db: Db, key: Buffer): Db => db.withPlugin(sealedColumnsPlugin(key));

/**
 * Seals the secrets stored before sealing existed (run at start on the plain database): answers how many.
 */
export async function sealStoredSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', `${SEALED_PREFIX}%`)
    .execute();
  for (const row of rows) {
    if (row.totp_secret === null) continue;
    await db
      .updateTable('members')
      .set({ totp_secret: seal(key, CONTEXT, row.totp_secret) })
      .where('id', '=', row.id)
      .where('totp_secret', '=', row.totp_secret)
      .execute();
  }
  return rows.length;
}
