import type { DepositRecord } from '@app/contract/wallet';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walletOf } from '../services/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let base: string;
let token: string;
const PASSWORD = 'Money@2026';

beforeEach(async () => {
  s = await startTestServer();
  // Over real HTTP: the provider calls the server back on its listening address, as a vendor would.
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  token = await s.loginNewMember('pay_one', PASSWORD);
});
afterEach(() => s.close());

let keys = 0;
const deposit = async (channelCode = 'GCASH') => {
  const res = await s.post<DepositRecord>(
    '/wps/wallet/deposit',
    {
      channelCode,
      amount: 1_234_50,
      bonusId: null,
      idempotencyKey: `pay-key-${String(++keys).padStart(10, '0')}`,
    },
    { authorization: token },
  );
  const { instruction } = res.body.value;
  return { id: res.body.value.id, url: instruction?.type === 'REDIRECT' ? instruction.url : '' };
};

const press = (url: string, action: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });

const memberId = async () =>
  (
    await s.app.appContext.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'pay_one')
      .executeTakeFirstOrThrow()
  ).id;
const statusOf = async (id: string) =>
  (await s.relay<DepositRecord>('MCSFE_getDeposit', { id }, { authorization: token })).body.value.status;

describe('the demo payment provider, end to end over HTTP', () => {
  it('shows the payment; Pay notifies the server (signed), which credits it, and the player goes back to the deposit page', async () => {
    const { id, url } = await deposit();
    expect(url).toMatch(/^\/demo-pay\/[A-Z0-9]{10}$/);
    const page = await fetch(`${base}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    const html = await page.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('₱1,234.50');
    expect(html).toContain('GCash');
    expect(html).toContain('Demo Casino');
    expect(html).toContain(`action="${url}"`);

    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter?deposit=${id}`);
    expect(await statusOf(id)).toBe('SUCCESS');
    expect(await walletOf(s.app.appContext.db, await memberId())).toEqual({ balance: 1_234_50, held: 0 });
    const notes = await s.app.appContext.db.selectFrom('payment_notifications').selectAll().execute();
    expect(notes).toMatchObject([{ merchant: 'DEMO', status: 'PAID', outcome: 'credited' }]);

    // Paid: the link is closed, and pressing Pay again pays nothing.
    expect((await fetch(`${base}${url}`)).status).toBe(404);
    expect((await press(url, 'pay')).status).toBe(404);
    expect((await walletOf(s.app.appContext.db, await memberId())).balance).toBe(1_234_50);
  });

  it('Cancel fails the deposit and credits nothing', async () => {
    const { id, url } = await deposit();
    const cancelled = await press(url, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`/m/voucherCenter?deposit=${id}`);
    expect(await statusOf(id)).toBe('FAILED');
    expect((await walletOf(s.app.appContext.db, await memberId())).balance).toBe(0);
  });

  it.each([
    ['an unknown reference', '/demo-pay/NOSUCHREF2'],
    ['a reference too long to be one', `/demo-pay/${'A'.repeat(40)}`],
  ])('answers %s with the closed page and a way back', async (_name, url) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('href="/m/voucherCenter"');
  });

  it("does not pay a deposit of another kind (a bank transfer's reference)", async () => {
    const res = await s.post<DepositRecord>(
      '/wps/wallet/deposit',
      {
        channelCode: 'BANK',
        amount: 1_000_00,
        bonusId: null,
        payerName: 'Ana',
        idempotencyKey: 'pay-key-bank-00001',
      },
      { authorization: token },
    );
    const reference =
      res.body.value.instruction?.type === 'BANK_TRANSFER' ? res.body.value.instruction.reference : '';
    expect((await press(`/demo-pay/${reference}`, 'pay')).status).toBe(404);
    expect(await statusOf(res.body.value.id)).toBe('PENDING');
  });

  it('refuses a form without a known action, changing nothing', async () => {
    const { id, url } = await deposit();
    expect((await press(url, 'steal')).status).toBe(404);
    expect(await statusOf(id)).toBe('PENDING');
  });
});

it('sends its notifications to DEMO_PAY_NOTIFY_ORIGIN when set, not to the server it runs on', async () => {
  const elsewhere = await startTestServer({ demoPayNotifyOrigin: base });
  const own = await elsewhere.loginNewMember('pay_far', PASSWORD);
  const res = await elsewhere.post<DepositRecord>(
    '/wps/wallet/deposit',
    { channelCode: 'GCASH', amount: 100_00, bonusId: null, idempotencyKey: 'pay-key-far-000001' },
    { authorization: own },
  );
  const url = res.body.value.instruction?.type === 'REDIRECT' ? res.body.value.instruction.url : '';
  const paid = await elsewhere.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(paid.status).toBe(303);
  // The configured origin (the first server) received it: a reference it has no deposit of.
  const received = await s.app.appContext.db.selectFrom('payment_notifications').selectAll().execute();
  expect(received).toMatchObject([{ merchant: 'DEMO', outcome: 'unknown-deposit' }]);
  const mine = await elsewhere.relay<DepositRecord>(
    'MCSFE_getDeposit',
    { id: res.body.value.id },
    { authorization: own },
  );
  expect(mine.body.value.status).toBe('PENDING');
  await elsewhere.close();
});

it('outside demo mode there is no demo provider', async () => {
  const prod = await startTestServer({ demoMode: false });
  const res = await prod.request({ method: 'GET', url: '/demo-pay/ABCDEFGHJK' });
  expect(res.status).toBe(404);
  await prod.close();
});
