import { defaultWalletSettings } from '@app/contract/default-wallet';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { memberDb } from '../testing/member-db';
import { submitDeposit } from './deposits';
import { walletOf } from './ledger';
import {
  isPublishedNotifySecret,
  notificationBody,
  randomNotifySecret,
  receiveNotification,
  signatureValid,
  signBody,
  type SignedNotification,
} from './payment-notifications';
import { Refused } from './refused';

const SECRET = 'merchant-secret-0123456789';

describe('signatures (HMAC-SHA256 of the exact body bytes, hex)', () => {
  const body = Buffer.from('{"a":1}');
  const good = signBody(SECRET, body);

  it('signs like the standard HMAC (RFC 4231 test case 2)', () => {
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it.each([
    ['the signature of the body', good, true],
    ['the same in upper case', good.toUpperCase(), true],
    ['none', undefined, false],
    ['an empty one', '', false],
    ['one of another body', signBody(SECRET, '{"a":2}'), false],
    ['one under another secret', signBody('another-secret-0123456789', body), false],
    ['a cut one', good.slice(0, 62), false],
    ['one that is not hex', 'z'.repeat(64), false],
  ])('%s: %s', (_name, signature, valid) => expect(signatureValid(SECRET, body, signature)).toBe(valid));

  it('a body with one byte more is another body', () => {
    expect(signatureValid(SECRET, Buffer.from('{"a":1} '), good)).toBe(false);
  });

  it("knows the contract's demo secret as published, and draws merchants' own", () => {
    expect(isPublishedNotifySecret(defaultWalletSettings().notifySecret)).toBe(true);
    const own = randomNotifySecret();
    expect(own).toMatch(/^[0-9a-f]{64}$/);
    expect(isPublishedNotifySecret(own)).toBe(false);
    expect(randomNotifySecret()).not.toBe(own);
  });
});

/** Makes every insert into ledger_entries fail with 'down' (a database failing mid-credit); answers the undoing. */
async function refuseLedgerEntries(db: Db): Promise<() => Promise<unknown>> {
  // A trigger is said differently by each database.
  if (dialectOf(db) === 'sqlite') {
    await sql`CREATE TRIGGER refuse_entries BEFORE INSERT ON ledger_entries BEGIN SELECT RAISE(ABORT, 'down'); END`.execute(
      db,
    );
    return () => sql`DROP TRIGGER refuse_entries`.execute(db);
  }
  await sql`CREATE FUNCTION refuse_entries() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'down'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER refuse_entries BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_entries()`.execute(
    db,
  );
  return () => sql`DROP TRIGGER refuse_entries ON ledger_entries`.execute(db);
}

describe('receiveNotification', () => {
  let db: Db;
  let memberId: number;
  let reference: string;
  const NOW = 5_000_000;

  beforeEach(async () => {
    ({ db, memberId } = await memberDb('pay_svc'));
    const request = {
      channelCode: 'GCASH',
      amount: 500_00,
      bonusId: null,
      idempotencyKey: 'key-0000000000001',
    };
    const d = await submitDeposit(
      db,
      { merchant: 'DEMO', memberId, wallet: defaultWalletSettings(), demoMode: true, request },
      NOW,
    );
    reference = (
      await db
        .selectFrom('deposits')
        .select('reference')
        .where('public_id', '=', d.id)
        .executeTakeFirstOrThrow()
    ).reference;
  });
  afterEach(() => db.destroy());

  const signed = (body: string, over: Partial<SignedNotification> = {}): SignedNotification => ({
    merchant: 'DEMO',
    secret: SECRET,
    demoMode: false,
    body: Buffer.from(body),
    signature: signBody(over.secret ?? SECRET, body),
    ...over,
  });
  const receive = (n: SignedNotification) => receiveNotification(db, n, NOW + 1);
  const rows = () => db.selectFrom('payment_notifications').selectAll().execute();

  it('credits a paid deposit and records the notification with its outcome', async () => {
    const body = notificationBody({ reference, amount: 500_00 }, 'PAID', NOW);
    expect(await receive(signed(body))).toEqual({ outcome: 'credited', replayed: false });
    expect(await walletOf(db, memberId)).toEqual({ balance: 500_00, held: 0 });
    expect(await rows()).toMatchObject([
      { merchant: 'DEMO', status: 'PAID', outcome: 'credited', deposit_id: 1 },
    ]);
    expect(await receive(signed(body))).toEqual({ outcome: 'credited', replayed: true });
    expect(await rows()).toHaveLength(1);
  });

  it('checks the signature before reading the body: a bad signature on a body that is no JSON is a signature refusal', async () => {
    await expect(receive(signed('not json', { signature: 'ab'.repeat(32) }))).rejects.toEqual(
      new Refused({ reason: 'notification-signature' }),
    );
    await expect(receive(signed('not json'))).rejects.toEqual(
      new Refused({ reason: 'notification-invalid' }),
    );
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a merchant this server does not have', { secret: null }],
    ['the published demo secret outside demo mode', { secret: defaultWalletSettings().notifySecret }],
  ])('trusts no signature for %s', async (_name, over) => {
    const body = notificationBody({ reference, amount: 500_00 }, 'PAID', NOW);
    await expect(receive(signed(body, over))).rejects.toEqual(
      new Refused({ reason: 'notification-signature' }),
    );
    expect(await walletOf(db, memberId)).toEqual({ balance: 0, held: 0 });
  });

  it('trusts the published demo secret in demo mode', async () => {
    const body = notificationBody({ reference, amount: 500_00 }, 'PAID', NOW);
    const demo = signed(body, { secret: defaultWalletSettings().notifySecret, demoMode: true });
    expect((await receive(demo)).outcome).toBe('credited');
  });

  it('records a notification of a reference the merchant has no deposit of, once', async () => {
    const body = notificationBody({ reference: 'NOSUCHREF1', amount: 500_00 }, 'PAID', NOW);
    expect(await receive(signed(body))).toEqual({ outcome: 'unknown-deposit', replayed: false });
    expect(await receive(signed(body))).toEqual({ outcome: 'unknown-deposit', replayed: true });
    expect(await rows()).toMatchObject([{ outcome: 'unknown-deposit', deposit_id: null }]);
  });

  it('records nothing when the credit fails: the record and the credit are one transaction', async () => {
    const undo = await refuseLedgerEntries(db);
    const body = notificationBody({ reference, amount: 500_00 }, 'PAID', NOW);
    await expect(receive(signed(body))).rejects.toThrow(/down/);
    expect(await rows()).toEqual([]);
    const deposit = await db.selectFrom('deposits').select('status').executeTakeFirstOrThrow();
    expect(deposit.status).toBe('PENDING');
    // The provider retries the same notification once the server is well again: it credits then.
    await undo();
    expect(await receive(signed(body))).toEqual({ outcome: 'credited', replayed: false });
  });
});
