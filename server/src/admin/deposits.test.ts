import type { DepositRecord, DepositSettings } from '@app/contract/wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseArgs, toRequest } from '../cli';
import type { StaffDeposit } from '../services/deposits';
import type { LedgerLine, WalletSums } from '../services/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let token: string;
const PASSWORD = 'Money@2026';

beforeEach(async () => {
  s = await startTestServer();
  token = await s.loginNewMember('staff_one', PASSWORD);
});
afterEach(() => s.close());

let keys = 0;
const deposit = async (body: Record<string, unknown> = {}, auth = token) => {
  const res = await s.post<DepositRecord>(
    '/wps/wallet/deposit',
    {
      channelCode: 'BANK',
      amount: 1_000_00,
      bonusId: null,
      payerName: 'Ana Cruz',
      idempotencyKey: `adm-key-${String(++keys).padStart(10, '0')}`,
      ...body,
    },
    { authorization: auth },
  );
  return res.body.value;
};

const balance = async () =>
  (await s.relay<DepositSettings>('MCSFE_getDepositSettings', {}, { authorization: token })).body.value
    .balance;
const ledger = async (username = 'staff_one') =>
  (
    await s.admin<{ wallet: WalletSums; sums: WalletSums; entries: LedgerLine[] }>(
      'GET',
      `/admin/members/${username}/ledger`,
    )
  ).body.value;
const list = async (query = '') =>
  (await s.admin<{ items: StaffDeposit[]; total: number }>('GET', `/admin/deposits${query}`)).body.value;

describe('approving and rejecting deposits', () => {
  it('lists the pending bank transfer with the member, reference and payer, and approving credits it once', async () => {
    const d = await deposit();
    const pending = await list('?status=PENDING&username=staff_one');
    expect(pending).toMatchObject({
      total: 1,
      items: [{ id: d.id, username: 'staff_one', payerName: 'Ana Cruz', late: false }],
    });
    expect(pending.items[0]?.reference).toMatch(/^[A-Z0-9]{10}$/);

    const approved = await s.admin<StaffDeposit>('POST', `/admin/deposits/${d.id}/approve`);
    expect(approved.body.value).toMatchObject({ id: d.id, status: 'SUCCESS', firstDeposit: true });
    expect(await balance()).toBe(1_000_00);
    const again = await s.admin('POST', `/admin/deposits/${d.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Deposit "${d.id}" is SUCCESS already: nothing changed.`);
    expect(await balance()).toBe(1_000_00);
    expect((await s.admin('POST', `/admin/deposits/${d.id}/reject`, { reason: 'no' })).status).toBe(409);
  });

  it('rejecting shows the reason to the player and credits nothing; an approval after it changes nothing', async () => {
    const d = await deposit();
    const rejected = await s.admin<StaffDeposit>('POST', `/admin/deposits/${d.id}/reject`, {
      reason: 'No transfer with this reference arrived.',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'FAILED',
      reason: 'No transfer with this reference arrived.',
    });
    const mine = await s.relay<DepositRecord>('MCSFE_getDeposit', { id: d.id }, { authorization: token });
    expect(mine.body.value).toMatchObject({
      status: 'FAILED',
      reason: 'No transfer with this reference arrived.',
    });
    expect((await s.admin('POST', `/admin/deposits/${d.id}/approve`)).status).toBe(409);
    expect(await balance()).toBe(0);
  });

  it('approves an expired deposit, flagged late', async () => {
    let clock = Date.now();
    await s.close();
    s = await startTestServer({ now: () => clock });
    token = await s.loginNewMember('staff_late', PASSWORD);
    const d = await deposit();
    clock += 31 * 60_000;
    expect((await list('?status=EXPIRED')).items.map((i) => i.id)).toEqual([d.id]);
    const approved = await s.admin<StaffDeposit>('POST', `/admin/deposits/${d.id}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'SUCCESS', late: true });
  });

  it.each([
    ['approve', undefined],
    ['reject', { reason: 'x' }],
  ])('%s: an unknown id, or another merchant’s deposit: 404 wallet.not.found', async (action, body) => {
    const d = await deposit();
    for (const url of [
      `/admin/deposits/DNOPE/${action}`,
      `/admin/deposits/${d.id}/${action}?merchant=OTHER`,
    ]) {
      const res = await s.admin('POST', url, body);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('wallet.not.found');
    }
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: ' ' }],
    ['another field', { reason: 'x', status: 'FAILED' }],
  ])('refuses a rejection with %s: 400', async (_name, body) => {
    const d = await deposit();
    expect((await s.admin('POST', `/admin/deposits/${d.id}/reject`, body)).status).toBe(400);
  });

  it('lists newest first, filters by status and member, refuses an unknown member', async () => {
    const other = await s.loginNewMember('staff_two', PASSWORD);
    const a = await deposit();
    const b = await deposit({}, other);
    await s.admin('POST', `/admin/deposits/${a.id}/approve`);
    const mine = await list('?username=staff_one');
    expect(mine.items.map((i) => i.id)).toEqual([a.id]);
    expect((await list('?status=PENDING&username=staff_two')).items.map((i) => i.id)).toEqual([b.id]);
    const all = (await list()).items.map((i) => i.id);
    expect(all.indexOf(b.id)).toBeLessThan(all.indexOf(a.id));
    expect((await s.admin('GET', '/admin/deposits?username=nobody_here')).status).toBe(404);
    expect((await s.admin('GET', '/admin/deposits?status=DONE')).status).toBe(400);
  });
});

describe('recorded deposits, adjustments and the ledger', () => {
  it('records a deposit in minor units, credited at once; the counts and the ledger follow', async () => {
    const res = await s.admin<DepositRecord>('POST', '/admin/members/staff_one/deposits', {
      amount: 500_00,
      note: 'cash at the desk',
    });
    expect(res.body.value).toMatchObject({
      status: 'SUCCESS',
      amount: 500_00,
      channelCode: 'STAFF',
      firstDeposit: true,
    });
    expect(await balance()).toBe(500_00);
    const { wallet, sums, entries } = await ledger();
    expect(wallet).toEqual({ balance: 500_00, held: 0 });
    expect(sums).toEqual(wallet);
    expect(entries).toMatchObject([
      { kind: 'DEPOSIT', amount: 500_00, deposit: res.body.value.id, note: 'cash at the desk' },
    ]);
  });

  it.each([
    ['major units with decimals', { amount: 12.5 }],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -1 }],
    ['a status (deposits are recorded credited)', { amount: 1, status: 'PENDING' }],
    ['an amount as text', { amount: '100' }],
  ])('refuses a recorded deposit with %s: 400', async (_name, body) => {
    const res = await s.admin('POST', '/admin/members/staff_one/deposits', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(await balance()).toBe(0);
  });

  it('adjusts by a signed amount with a note, and refuses one that would take the balance below 0', async () => {
    const up = await s.admin<WalletSums>('POST', '/admin/members/staff_one/adjustments', {
      amount: 300_00,
      note: 'goodwill',
    });
    expect(up.body.value).toEqual({ balance: 300_00, held: 0 });
    const down = await s.admin('POST', '/admin/members/staff_one/adjustments', {
      amount: -100_00,
      note: 'correction',
    });
    expect(down.body.value).toEqual({ balance: 200_00, held: 0 });
    const over = await s.admin('POST', '/admin/members/staff_one/adjustments', {
      amount: -200_01,
      note: 'too much',
    });
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe('wallet.balance.insufficient');
    const { entries, sums } = await ledger();
    expect(entries.map((e) => [e.kind, e.amount, e.note])).toEqual([
      ['ADJUSTMENT', -100_00, 'correction'],
      ['ADJUSTMENT', 300_00, 'goodwill'],
    ]);
    expect(sums).toEqual({ balance: 200_00, held: 0 });
    const audit = await s.admin<{ route: string }[]>('GET', '/admin/audit');
    expect(audit.body.value.filter((a) => a.route === '/admin/members/:username/adjustments')).toHaveLength(
      3,
    );
  });

  it.each([
    ['no note', { amount: 1 }],
    ['a zero amount', { amount: 0, note: 'x' }],
    ['decimals', { amount: 1.5, note: 'x' }],
  ])('refuses an adjustment with %s: 400', async (_name, body) => {
    expect((await s.admin('POST', '/admin/members/staff_one/adjustments', body)).status).toBe(400);
  });

  it('answers 404 for a member the merchant does not have', async () => {
    expect((await s.admin('GET', '/admin/members/nobody_here/ledger')).status).toBe(404);
    expect(
      (await s.admin('POST', '/admin/members/staff_one/deposits?merchant=NOPE', { amount: 1 })).status,
    ).toBe(404);
  });

  it('every route needs the admin token', async () => {
    const res = await s.request({ method: 'GET', url: '/admin/deposits' });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /admin/merchants/:code/wallet/channels/:channel', () => {
  const PATH = '/admin/merchants/DEMO/wallet/channels/BANK';

  it("changes a channel's fields; the player's settings and the limits follow", async () => {
    const res = await s.admin('PATCH', PATH, { minAmount: 1_000_00, name: 'Bank deposit' });
    expect(res.body.value).toMatchObject({
      code: 'BANK',
      minAmount: 1_000_00,
      name: 'Bank deposit',
      maxAmount: 200_000_00,
    });
    const settings = await s.relay<DepositSettings>('MCSFE_getDepositSettings', {}, { authorization: token });
    expect(settings.body.value.channels.find((c) => c.code === 'BANK')).toMatchObject({
      minAmount: 1_000_00,
      name: 'Bank deposit',
    });
    const below = await s.post(
      '/wps/wallet/deposit',
      {
        channelCode: 'BANK',
        amount: 999_99,
        bonusId: null,
        payerName: 'Ana',
        idempotencyKey: 'adm-key-limit-0001',
      },
      { authorization: token },
    );
    expect(below.body).toMatchObject({ errorCode: 'wallet.amount.below', value: { limit: 1_000_00 } });
  });

  it.each([
    ['its code', { code: 'BANK2' }, 'code: not a setting'],
    ['its kind', { kind: 'QR' }, 'kind: not a setting'],
    ['a field channels do not have', { colour: 'red' }, 'colour: not a setting'],
    ['a wrong value', { minAmount: -1 }, /^wallet\.channels\.2\.minAmount: /],
  ])('refuses %s: 400, settings unchanged', async (_name, body, message) => {
    const res = await s.admin('PATCH', PATH, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const settings = await s.admin<{ wallet: { channels: { code: string; minAmount: number }[] } }>(
      'GET',
      '/admin/merchants/DEMO/settings',
    );
    expect(settings.body.value.wallet.channels[2]).toMatchObject({ code: 'BANK', minAmount: 500_00 });
  });

  it('answers 404 for a channel or merchant that does not exist', async () => {
    expect(
      (await s.admin('PATCH', '/admin/merchants/DEMO/wallet/channels/NOPE', { enabled: false })).status,
    ).toBe(404);
    expect(
      (await s.admin('PATCH', '/admin/merchants/NOPE/wallet/channels/BANK', { enabled: false })).status,
    ).toBe(404);
  });
});

it("a merchant copy gets a notify secret of its own, never the source's", async () => {
  const source = await s.admin<{ wallet: { notifySecret: string } }>('GET', '/admin/merchants/DEMO/settings');
  const copy = await s.admin<{ wallet: { notifySecret: string } }>('POST', '/admin/merchants', {
    code: 'COPYPAY',
  });
  expect(copy.body.value.wallet.notifySecret).toMatch(/^[0-9a-f]{64}$/);
  expect(copy.body.value.wallet.notifySecret).not.toBe(source.body.value.wallet.notifySecret);
});

describe('the CLI commands of deposits and the ledger', () => {
  const req = (...argv: string[]) => toRequest(parseArgs(argv));

  it('maps each command to its admin request', () => {
    expect(req('deposits', 'list', '--status', 'pending', '--username', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/deposits?merchant=DEMO&status=PENDING&username=ann',
    });
    expect(req('deposits', 'approve', 'D1', '--merchant', 'X')).toEqual({
      method: 'POST',
      path: '/admin/deposits/D1/approve?merchant=X',
    });
    expect(req('deposits', 'reject', 'D1', 'no money')).toEqual({
      method: 'POST',
      path: '/admin/deposits/D1/reject?merchant=DEMO',
      body: { reason: 'no money' },
    });
    expect(req('deposit', 'ann', '10000', '--note', 'desk')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/deposits?merchant=DEMO',
      body: { amount: 10000, note: 'desk' },
    });
    expect(req('adjust', 'ann', '-500', 'correction')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/adjustments?merchant=DEMO',
      body: { amount: -500, note: 'correction' },
    });
    expect(req('ledger', 'ann')).toEqual({ method: 'GET', path: '/admin/members/ann/ledger?merchant=DEMO' });
    expect(req('deposit-channel', 'BANK', '{"enabled":false}')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/DEMO/wallet/channels/BANK',
      body: { enabled: false },
    });
  });

  it.each([
    ['a deposit in major units', ['deposit', 'ann', '12.50']],
    ['a negative deposit', ['deposit', 'ann', '-5']],
    ['an adjustment without a note', ['adjust', 'ann', '100']],
    ['a rejection without a reason', ['deposits', 'reject', 'D1']],
    ['an approval without an id', ['deposits', 'approve']],
  ])('refuses %s', (_name, argv) => {
    expect(() => req(...argv)).toThrow();
  });
});
