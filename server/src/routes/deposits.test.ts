import { RECORDS_PAGE_SIZE } from '@app/contract/constants/money';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { DepositRecord, DepositSettings } from '@app/contract/wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerSums, walletOf } from '../services/ledger';
import { signBody } from '../services/payment-notifications';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let clock: number;
let token: string;
let memberId: number;
const PASSWORD = 'Money@2026';
const SECRET = defaultWalletSettings().notifySecret;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 10, 12);
  s = await startTestServer({ now: () => clock });
  token = await s.loginNewMember('dep_one', PASSWORD);
  memberId = await idOf('dep_one');
});
afterEach(() => s.close());

const db = () => s.app.appContext.db;
const idOf = async (username: string) =>
  (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;

let keys = 0;
const newKey = () => `key-${String(++keys).padStart(12, '0')}`;

const submit = (body: Record<string, unknown>, auth = token, merchant = 'DEMO') =>
  s.post<DepositRecord>(
    '/wps/wallet/deposit',
    { channelCode: 'GCASH', amount: 500_00, bonusId: null, idempotencyKey: newKey(), ...body },
    { authorization: auth },
    merchant,
  );

const deposit = async (body: Record<string, unknown> = {}, auth = token) => {
  const res = await submit(body, auth);
  if (!res.body.success) throw new Error(`deposit refused: ${res.body.errorCode}`);
  return res.body.value;
};

const referenceOf = async (publicId: string) =>
  (
    await db()
      .selectFrom('deposits')
      .select('reference')
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
  ).reference;

/** A notification as a provider sends it: the body's bytes and their signature (or the one given). */
const notify = (
  fields: Record<string, unknown>,
  {
    merchant = 'DEMO',
    secret = SECRET,
    signature,
  }: { merchant?: string; secret?: string; signature?: string | null } = {},
) => {
  const body = JSON.stringify({ notificationId: `n-${newKey()}`, status: 'PAID', paidAt: clock, ...fields });
  const sig = signature === undefined ? signBody(secret, body) : signature;
  return s.request<{ outcome: string; replayed: boolean }>({
    method: 'POST',
    url: `/wps/payment/notify/${merchant}`,
    headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'x-signature': sig }) },
    payload: body,
  });
};

const paid = async (d: DepositRecord, extra: Record<string, unknown> = {}) =>
  notify({ reference: await referenceOf(d.id), amount: d.amount, ...extra });

/** The member's deposits, oldest first (the demo seed gives other members theirs). */
const myDeposits = () =>
  db().selectFrom('deposits').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

const notificationRows = () => db().selectFrom('payment_notifications').selectAll().execute();

describe('MCSFE_getDepositSettings', () => {
  it('answers the balance, the open channels as the player sees them and the bonus before a first deposit', async () => {
    const res = await s.relay<DepositSettings>('MCSFE_getDepositSettings', {}, { authorization: token });
    expect(res.body.success).toBe(true);
    const settings = res.body.value;
    expect(settings.balance).toBe(0);
    expect(settings.pendingMinutes).toBe(30);
    expect(settings.channels.map((c) => c.code)).toEqual(['GCASH', 'MAYA', 'BANK', 'QRPH', 'USDT']);
    expect(settings.channels.find((c) => c.code === 'USDT')?.network).toBe('TRC20');
    expect(settings.channels.find((c) => c.code === 'GCASH')?.network).toBeNull();
    expect(settings.bonuses.map((b) => b.id)).toEqual(['WELCOME100']);
    // Nothing of how the merchant is paid: no account, address, payee code, payment page or secret.
    expect(res.res.body).not.toMatch(/bankAccount|0012 3456|TQn9Y2|qrPayee|paymentUrl|notifySecret|crypto"/);
  });

  it('shows the balance and no first-deposit bonus once a deposit succeeded', async () => {
    expect((await paid(await deposit())).body.value.outcome).toBe('credited');
    const res = await s.relay<DepositSettings>('MCSFE_getDepositSettings', {}, { authorization: token });
    expect(res.body.value).toMatchObject({ balance: 500_00, bonuses: [] });
  });

  it('leaves out a disabled channel', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/wallet/channels/MAYA', { enabled: false });
    const res = await s.relay<DepositSettings>('MCSFE_getDepositSettings', {}, { authorization: token });
    expect(res.body.value.channels.map((c) => c.code)).not.toContain('MAYA');
  });

  it('needs a session', async () => {
    const res = await s.relay('MCSFE_getDepositSettings', {});
    expect(res.status).toBe(401);
  });
});

describe('depositSubmit: what each channel answers', () => {
  it('an online channel without a payment page of its own: the demo provider, a path of this site', async () => {
    const d = await deposit();
    expect(d).toMatchObject({ status: 'PENDING', amount: 500_00, fee: 0, bonus: 0, kind: 'ONLINE' });
    expect(d.instruction).toEqual({ type: 'REDIRECT', url: `/demo-pay/${await referenceOf(d.id)}` });
    expect(d.expiresAt).toBe(clock + 30 * 60_000);
  });

  it("an online channel with its provider's page: that page with the reference, amount and merchant", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/wallet/channels/GCASH', {
      paymentUrl: 'https://pay.example/go',
    });
    const d = await deposit();
    const url = new URL(d.instruction?.type === 'REDIRECT' ? d.instruction.url : '');
    expect(url.origin + url.pathname).toBe('https://pay.example/go');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      reference: await referenceOf(d.id),
      amount: '50000',
      merchant: 'DEMO',
    });
  });

  it("a bank transfer: the merchant's account and the reference to quote", async () => {
    const d = await deposit({ channelCode: 'BANK', payerName: 'Juan Dela Cruz' });
    expect(d.instruction).toEqual({
      type: 'BANK_TRANSFER',
      bankName: 'BDO Unibank',
      accountName: 'Demo Casino Inc.',
      accountNumber: '0012 3456 7890',
      reference: await referenceOf(d.id),
    });
  });

  it('a QR payment: the payee code with amount and reference; the fee taken from what is credited', async () => {
    const d = await deposit({ channelCode: 'QRPH', amount: 1_000_00 });
    expect(d.fee).toBe(10_00);
    const reference = await referenceOf(d.id);
    expect(d.instruction).toMatchObject({ type: 'QR', reference });
    const payload = d.instruction?.type === 'QR' ? d.instruction.payload : '';
    expect(payload).toContain(`5407${'1000.00'}621405${reference.length}${reference}6304`);
  });

  it('crypto: the network, the address and the coin amount at the rate, as text', async () => {
    const d = await deposit({ channelCode: 'USDT', amount: 1_000_00 });
    expect(d.instruction).toEqual({
      type: 'CRYPTO',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      coin: 'USDT',
      cryptoAmount: '17.241380',
    });
  });
});

describe('depositSubmit: refusals (HTTP 200, the wallet code and its value)', () => {
  it.each([
    ['an unknown channel', { channelCode: 'NOPE' }, 'wallet.channel.closed', null],
    ['an amount below the minimum', { amount: 99_99 }, 'wallet.amount.below', { limit: 100_00 }],
    ['an amount above the maximum', { amount: 50_000_01 }, 'wallet.amount.above', { limit: 50_000_00 }],
    ['an unknown bonus', { bonusId: 'NOPE' }, 'wallet.bonus.unavailable', null],
    [
      'a bonus below its minimum deposit',
      { bonusId: 'WELCOME100', amount: 299_99 },
      'wallet.bonus.unavailable',
      null,
    ],
  ])('refuses %s', async (_name, body, errorCode, value) => {
    const res = await submit(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, errorCode, value });
    expect(await myDeposits()).toEqual([]);
  });

  it('refuses a disabled channel', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/wallet/channels/GCASH', { enabled: false });
    expect((await submit({})).body.errorCode).toBe('wallet.channel.closed');
  });

  it('refuses a bank transfer without the payer name its channel asks for (request.invalid)', async () => {
    const res = await submit({ channelCode: 'BANK' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'request.invalid', message: 'payerName: Required' });
  });

  it('refuses a first-deposit bonus after a successful deposit', async () => {
    await paid(await deposit());
    expect((await submit({ bonusId: 'WELCOME100' })).body.errorCode).toBe('wallet.bonus.unavailable');
  });

  it('needs a session', async () => {
    expect((await submit({}, 'nope')).status).toBe(401);
  });
});

describe('depositSubmit: one deposit per idempotency key', () => {
  it('20 concurrent submissions with one key make exactly one deposit, and all 20 answer it', async () => {
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit({ idempotencyKey })));
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    expect(await myDeposits()).toHaveLength(1);
  });

  it('a retry answers the same deposit, even after the channel closed', async () => {
    const idempotencyKey = newKey();
    const first = await deposit({ idempotencyKey });
    await s.admin('PATCH', '/admin/merchants/DEMO/wallet/channels/GCASH', { enabled: false });
    expect((await submit({ idempotencyKey })).body.value).toEqual(first);
  });

  it.each([
    ['another amount', { amount: 600_00 }],
    ['another channel', { channelCode: 'MAYA' }],
    ['a bonus', { bonusId: 'WELCOME100' }],
  ])('the same key with %s is refused: wallet.idempotency.reused', async (_name, change) => {
    const idempotencyKey = newKey();
    await deposit({ idempotencyKey });
    const res = await submit({ idempotencyKey, ...change });
    expect(res.body).toMatchObject({ success: false, errorCode: 'wallet.idempotency.reused' });
    expect(await myDeposits()).toHaveLength(1);
  });

  it("one member's key is not another's", async () => {
    const idempotencyKey = newKey();
    const other = await s.loginNewMember('dep_two', PASSWORD);
    const mine = await deposit({ idempotencyKey });
    const theirs = await deposit({ idempotencyKey }, other);
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe('the notify endpoint', () => {
  it('a good signature credits once; the replay of the same notification changes nothing', async () => {
    const d = await deposit();
    const body = JSON.stringify({
      notificationId: 'n-replayed-1',
      reference: await referenceOf(d.id),
      amount: d.amount,
      status: 'PAID',
      paidAt: clock,
    });
    const send = () =>
      s.request<{ outcome: string; replayed: boolean }>({
        method: 'POST',
        url: '/wps/payment/notify/DEMO',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, body) },
        payload: body,
      });
    expect((await send()).body.value).toEqual({ outcome: 'credited', replayed: false });
    expect((await send()).body.value).toEqual({ outcome: 'credited', replayed: true });
    expect(await walletOf(db(), memberId)).toEqual({ balance: 500_00, held: 0 });
    expect(await notificationRows()).toHaveLength(1);
  });

  it('another notification of a credited deposit credits nothing more', async () => {
    const d = await deposit();
    await paid(d);
    expect((await paid(d)).body.value).toEqual({ outcome: 'already-credited', replayed: false });
    expect((await walletOf(db(), memberId)).balance).toBe(500_00);
  });

  it.each([
    ['a wrong signature', { signature: 'ab'.repeat(32) }],
    ['a signature of another secret', { secret: 'someone-elses-secret-0123456789' }],
    ['no signature', { signature: null }],
    ['a signature that is not hex', { signature: 'not-a-signature' }],
  ])('%s: 401, nothing recorded, nothing credited', async (_name, how) => {
    const d = await deposit();
    const res = await notify({ reference: await referenceOf(d.id), amount: d.amount }, how);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('payment.notify.signature');
    expect(await notificationRows()).toEqual([]);
    expect((await walletOf(db(), memberId)).balance).toBe(0);
  });

  it("a notification signed for one merchant naming another merchant's deposit credits nothing", async () => {
    await s.admin('POST', '/admin/merchants', {
      code: 'SHOPB',
      settings: { wallet: { notifySecret: 'shop-b-secret-0123456789' } },
    });
    const d = await deposit();
    const res = await notify(
      { reference: await referenceOf(d.id), amount: d.amount },
      { merchant: 'SHOPB', secret: 'shop-b-secret-0123456789' },
    );
    expect(res.body.value).toEqual({ outcome: 'unknown-deposit', replayed: false });
    expect((await walletOf(db(), memberId)).balance).toBe(0);
    expect(
      (await s.relay<DepositRecord>('MCSFE_getDeposit', { id: d.id }, { authorization: token })).body.value
        .status,
    ).toBe('PENDING');
  });

  it('a notification for an unknown merchant: 401', async () => {
    const d = await deposit();
    expect(
      (await notify({ reference: await referenceOf(d.id), amount: d.amount }, { merchant: 'NOPE' })).status,
    ).toBe(401);
  });

  it('a wrong amount is recorded and credits nothing', async () => {
    const d = await deposit();
    expect((await paid(d, { amount: 5_000_00 })).body.value.outcome).toBe('amount-mismatch');
    expect((await walletOf(db(), memberId)).balance).toBe(0);
    expect(await notificationRows()).toMatchObject([{ outcome: 'amount-mismatch', status: 'PAID' }]);
  });

  it('a late PAID after the deposit expired is credited once, flagged late', async () => {
    const d = await deposit();
    clock += 31 * 60_000;
    const record = await s.relay<DepositRecord>('MCSFE_getDeposit', { id: d.id }, { authorization: token });
    expect(record.body.value).toMatchObject({ status: 'EXPIRED', instruction: null });
    expect((await paid(d)).body.value.outcome).toBe('credited-late');
    expect((await paid(d)).body.value.outcome).toBe('already-credited');
    expect((await walletOf(db(), memberId)).balance).toBe(500_00);
    const row = await db()
      .selectFrom('deposits')
      .selectAll()
      .where('public_id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SUCCESS', late: 1 });
  });

  it('CANCELLED fails a pending deposit, with no reason (the app says it); a PAID after it credits nothing', async () => {
    const d = await deposit();
    expect((await paid(d, { status: 'CANCELLED' })).body.value.outcome).toBe('cancelled');
    expect((await paid(d)).body.value.outcome).toBe('deposit-failed');
    expect((await walletOf(db(), memberId)).balance).toBe(0);
    const record = await s.relay<DepositRecord>('MCSFE_getDeposit', { id: d.id }, { authorization: token });
    expect(record.body.value).toMatchObject({ status: 'FAILED', instruction: null, reason: null });
  });

  it.each([
    ['not JSON', 'paid!'],
    [
      'a field missing',
      JSON.stringify({ notificationId: 'n-000000001', reference: 'X', amount: 1, status: 'PAID' }),
    ],
    [
      'an unknown status',
      JSON.stringify({ notificationId: 'n-000000002', reference: 'X', amount: 1, status: 'OK', paidAt: 1 }),
    ],
    [
      'an amount with decimals',
      JSON.stringify({
        notificationId: 'n-000000003',
        reference: 'X',
        amount: 1.5,
        status: 'PAID',
        paidAt: 1,
      }),
    ],
  ])('a signed body that is %s: 400, nothing recorded', async (_name, body) => {
    const res = await s.request({
      method: 'POST',
      url: '/wps/payment/notify/DEMO',
      headers: { 'content-type': 'text/plain', 'x-signature': signBody(SECRET, body) },
      payload: body,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(await notificationRows()).toEqual([]);
  });

  it('reads the body as bytes whatever its type (none too), and refuses one over 8 KB with 413', async () => {
    const d = await deposit();
    const body = JSON.stringify({
      notificationId: 'n-untyped-01',
      reference: await referenceOf(d.id),
      amount: d.amount,
      status: 'PAID',
      paidAt: clock,
    });
    const untyped = await s.request<{ outcome: string }>({
      method: 'POST',
      url: '/wps/payment/notify/DEMO',
      headers: { 'x-signature': signBody(SECRET, body) },
      payload: body,
    });
    expect(untyped.body.value.outcome).toBe('credited');
    const big = 'x'.repeat(8 * 1024 + 1);
    const res = await s.request({
      method: 'POST',
      url: '/wps/payment/notify/DEMO',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, big) },
      payload: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('request.too.large');
  });

  it('outside demo mode a notification signed with the published demo secret is refused', async () => {
    await s.close();
    s = await startTestServer({ now: () => clock, demoMode: false });
    token = await s.loginNewMember('dep_prod', PASSWORD);
    const d = await deposit({ channelCode: 'BANK', payerName: 'Ana' });
    const reference = await referenceOf(d.id);
    expect((await notify({ reference, amount: d.amount })).status).toBe(401);
    const own = 'a-secret-of-our-own-0123456789';
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { wallet: { notifySecret: own } });
    expect((await notify({ reference, amount: d.amount }, { secret: own })).body.value.outcome).toBe(
      'credited',
    );
  });
});

describe('MCSFE_getDepositRecords and MCSFE_getDeposit', () => {
  it('pages the member’s deposits newest first, with the total, filtered by status', async () => {
    const made: DepositRecord[] = [];
    for (let i = 0; i < RECORDS_PAGE_SIZE + 3; i++) {
      made.push(await deposit({ amount: 100_00 + i }));
      clock += 1000;
    }
    await paid(made[0] as DepositRecord);
    const records = (ask: Record<string, unknown>) =>
      s.relay<{ items: DepositRecord[]; total: number; page: number; pageSize: number }>(
        'MCSFE_getDepositRecords',
        ask,
        { authorization: token },
      );
    const first = (await records({ page: 1 })).body.value;
    expect(first).toMatchObject({ page: 1, pageSize: RECORDS_PAGE_SIZE, total: RECORDS_PAGE_SIZE + 3 });
    expect(first.items.map((d) => d.id)).toEqual(
      made
        .slice(3)
        .reverse()
        .map((d) => d.id),
    );
    const second = (await records({ page: 2 })).body.value;
    expect(second.items.map((d) => d.id)).toEqual(
      made
        .slice(0, 3)
        .reverse()
        .map((d) => d.id),
    );
    const success = (await records({ page: 1, status: 'SUCCESS' })).body.value;
    expect(success).toMatchObject({
      total: 1,
      items: [{ id: made[0]?.id, status: 'SUCCESS', firstDeposit: true }],
    });
    expect((await records({ page: 1, status: 'PENDING' })).body.value.total).toBe(RECORDS_PAGE_SIZE + 2);
  });

  it('shows a deposit whose time is up as EXPIRED, without its instruction', async () => {
    const d = await deposit();
    clock += 30 * 60_000;
    const still = await s.relay<DepositRecord>('MCSFE_getDeposit', { id: d.id }, { authorization: token });
    expect(still.body.value.status).toBe('PENDING');
    clock += 1;
    const list = await s.relay<{ items: DepositRecord[] }>(
      'MCSFE_getDepositRecords',
      { page: 1 },
      { authorization: token },
    );
    expect(list.body.value.items).toMatchObject([{ id: d.id, status: 'EXPIRED', instruction: null }]);
  });

  it("answers another member's deposit and an unknown id alike: wallet.not.found", async () => {
    const other = await s.loginNewMember('dep_other', PASSWORD);
    const theirs = await deposit({}, other);
    for (const id of [theirs.id, 'DNOPE']) {
      const res = await s.relay('MCSFE_getDeposit', { id }, { authorization: token });
      expect(res.body).toMatchObject({ success: false, errorCode: 'wallet.not.found' });
    }
    const mine = await s.relay<{ total: number }>(
      'MCSFE_getDepositRecords',
      { page: 1 },
      { authorization: token },
    );
    expect(mine.body.value.total).toBe(0);
  });
});

describe('the ledger behind the deposits', () => {
  it('a first-deposit bonus is paid once, to the deposit credited first, though both asked for it', async () => {
    const a = await deposit({ bonusId: 'WELCOME100', amount: 1_000_00 });
    const b = await deposit({ bonusId: 'WELCOME100', amount: 1_000_00 });
    expect([a.bonus, b.bonus]).toEqual([1_000_00, 1_000_00]);
    await paid(b);
    await paid(a);
    const rows = await myDeposits();
    expect(rows.map((r) => [r.first_deposit, r.bonus_minor])).toEqual([
      [0, 0],
      [1, 1_000_00],
    ]);
    expect(await walletOf(db(), memberId)).toEqual({ balance: 3_000_00, held: 0 });
    expect(await ledgerSums(db(), memberId)).toEqual({ balance: 3_000_00, held: 0 });
    const kinds = await db()
      .selectFrom('ledger_entries')
      .select('kind')
      .where('member_id', '=', memberId)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['BONUS', 'DEPOSIT', 'DEPOSIT']);
  });
});
