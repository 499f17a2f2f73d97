import { MAX_AMOUNT } from '@app/contract/constants/money';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { DepositChannelSetting, DepositSubmitRequest, WalletSettings } from '@app/contract/wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { memberDb } from '../testing/member-db';
import {
  bonusesOpen,
  channelOpen,
  crc16,
  creditDeposit,
  cryptoAmount,
  depositInstruction,
  expireDeposits,
  failDeposit,
  majorUnits,
  playerChannel,
  qrPayload,
  randomCode,
  recordStaffDeposit,
  requestHash,
  submitDeposit,
} from './deposits';
import { ledgerSums, walletOf } from './ledger';
import { Refused } from './refused';
import { DEFAULT_RETENTION, retentionJob } from './retention';

const WALLET = defaultWalletSettings();
const channel = (code: string): DepositChannelSetting => {
  const found = WALLET.channels.find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};
const GCASH = channel('GCASH');
const BANK = channel('BANK');
const QRPH = channel('QRPH');
const USDT = channel('USDT');

describe('amounts in text, by integer arithmetic', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123_456, '1234.56'],
    [MAX_AMOUNT, '1000000000.00'],
  ])('majorUnits(%i) is %s', (minor, text) => expect(majorUnits(minor)).toBe(text));

  it.each([
    ['1,000.00 PHP at 58.00 a coin, rounded up to the micro-coin', 1_000_00, 58_00, '17.241380'],
    ['exactly one coin', 58_00, 58_00, '1.000000'],
    ['a third, rounded up so what arrives covers the deposit', 1, 3, '0.333334'],
    ['the largest amount at a rate of 1 (beyond 2^53 once scaled)', MAX_AMOUNT, 1, '100000000000.000000'],
  ])('cryptoAmount: %s', (_name, amount, rate, text) => expect(cryptoAmount(amount, rate)).toBe(text));
});

describe('the QR payment code (EMVCo merchant-presented)', () => {
  it('crc16 is CRC-16/CCITT-FALSE (check value of "123456789": 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('appends the amount (tag 54), the reference (tag 62, sub-tag 05) and the CRC (tag 63) over all', () => {
    const payload = qrPayload('000201010212', 'ABCDEFGHJK', 1_500_00);
    expect(payload.slice(0, -4)).toBe('000201010212' + '54071500.00' + '62140510ABCDEFGHJK' + '6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it("drops the payee code's own CRC before adding the deposit's", () => {
    expect(qrPayload('0002016304ABCD', 'R', 1)).toBe(qrPayload('000201', 'R', 1));
  });
});

describe('which channels a player may use (channelOpen)', () => {
  it.each<[string, DepositChannelSetting, boolean, boolean]>([
    ['an online one without a page: in demo mode only (the demo provider)', GCASH, true, true],
    ['an online one without a page outside demo mode: closed', GCASH, false, false],
    ['an online one with an https page', { ...GCASH, paymentUrl: 'https://pay.example/p' }, false, true],
    [
      'an online one with an http page outside demo mode: closed',
      { ...GCASH, paymentUrl: 'http://pay.example' },
      false,
      false,
    ],
    [
      'an online one with a page that is no URL: closed',
      { ...GCASH, paymentUrl: 'javascript:alert(1)' },
      true,
      false,
    ],
    ['a disabled one: closed', { ...BANK, enabled: false }, true, false],
    ['a bank transfer without an account: closed', { ...BANK, bankAccount: null }, true, false],
    ['a bank transfer with an account', BANK, false, true],
    ['a QR one without a payee code: closed', { ...QRPH, qrPayee: '' }, true, false],
    ['a crypto one without an address: closed', { ...USDT, crypto: null }, true, false],
    ['limits the wrong way round: closed', { ...BANK, minAmount: 10, maxAmount: 5 }, true, false],
  ])('%s', (_name, c, demoMode, open) => expect(channelOpen(c, demoMode)).toBe(open));

  it('shows a channel without how the merchant is paid, the network only for crypto, quick amounts within limits', () => {
    const shown = playerChannel({ ...USDT, quickAmounts: [1, 1_000_00, 900_000_00] });
    expect(shown).toEqual({
      code: 'USDT',
      kind: 'CRYPTO',
      name: 'USDT',
      minAmount: 1_000_00,
      maxAmount: 500_000_00,
      quickAmounts: [1_000_00],
      feeBasisPoints: 0,
      expectedMinutes: 15,
      fields: [],
      network: 'TRC20',
    });
    expect(playerChannel(BANK).network).toBeNull();
  });

  it('offers a first-deposit bonus only before the first successful deposit', () => {
    const reload = { ...WALLET.bonuses[0]!, id: 'RELOAD', firstDepositOnly: false };
    expect(bonusesOpen([...WALLET.bonuses, reload], false).map((b) => b.id)).toEqual([
      'WELCOME100',
      'RELOAD',
    ]);
    expect(bonusesOpen([...WALLET.bonuses, reload], true).map((b) => b.id)).toEqual(['RELOAD']);
  });
});

describe('how to pay (depositInstruction)', () => {
  const facts = { reference: 'REF2345678', amount: 1_000_00, merchant: 'DEMO' };
  it.each([
    [
      'online, no page: the demo provider on this site',
      GCASH,
      { type: 'REDIRECT', url: '/demo-pay/REF2345678' },
    ],
    [
      "online: the provider's page with reference, amount and merchant",
      { ...GCASH, paymentUrl: 'https://pay.example/p?x=1' },
      { type: 'REDIRECT', url: 'https://pay.example/p?x=1&reference=REF2345678&amount=100000&merchant=DEMO' },
    ],
    [
      "a bank transfer: the merchant's account and the reference",
      BANK,
      { type: 'BANK_TRANSFER', ...BANK.bankAccount, reference: 'REF2345678' },
    ],
    [
      'QR: the payment code and the reference',
      QRPH,
      { type: 'QR', payload: qrPayload(QRPH.qrPayee, 'REF2345678', 1_000_00), reference: 'REF2345678' },
    ],
    [
      'crypto: network, address, coin and the amount in the coin',
      USDT,
      {
        type: 'CRYPTO',
        network: 'TRC20',
        address: USDT.crypto?.address,
        coin: 'USDT',
        cryptoAmount: '17.241380',
      },
    ],
  ])('%s', (_name, c, instruction) => expect(depositInstruction(c, facts)).toEqual(instruction));
});

describe('codes and request hashes', () => {
  it('draws references of 10 readable characters (no 0, O, 1, I, L), each new', () => {
    const codes = Array.from({ length: 200 }, () => randomCode(10));
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('tells requests apart by channel, amount, bonus and payer, not by the key', () => {
    const base: DepositSubmitRequest = {
      channelCode: 'BANK',
      amount: 100,
      bonusId: null,
      idempotencyKey: 'k'.repeat(16),
    };
    const hashes = [
      base,
      { ...base, channelCode: 'QRPH' },
      { ...base, amount: 101 },
      { ...base, bonusId: 'WELCOME100' },
      { ...base, payerName: 'Ana' },
    ].map(requestHash);
    expect(new Set(hashes).size).toBe(5);
    const retryWithAnotherKey: DepositSubmitRequest = { ...base, idempotencyKey: 'x'.repeat(16) };
    expect(requestHash(retryWithAnotherKey)).toBe(hashes[0]);
  });
});

describe('deposits on the database', () => {
  let db: Db;
  let memberId: number;
  const NOW = 1_000_000;
  const submission = (request: Partial<DepositSubmitRequest>, wallet: WalletSettings = WALLET) => ({
    merchant: 'DEMO',
    memberId,
    wallet,
    demoMode: true,
    request: {
      channelCode: 'GCASH',
      amount: 500_00,
      bonusId: null,
      idempotencyKey: 'key-0000000000001',
      ...request,
    },
  });

  beforeEach(async () => {
    ({ db, memberId } = await memberDb('dep_svc'));
  });
  afterEach(() => db.destroy());

  const row = (publicId: string) =>
    db.selectFrom('deposits').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

  it('20 concurrent submissions with one key race past the first read and still make one deposit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitDeposit(db, submission({}), NOW)),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await db.selectFrom('deposits').selectAll().execute()).toHaveLength(1);
  });

  it('of concurrent submissions of one key with different requests, one deposit; the others are refused', async () => {
    const settled = await Promise.allSettled(
      [100_00, 200_00, 300_00].map((amount) => submitDeposit(db, submission({ amount }), NOW)),
    );
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of settled.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toEqual(new Refused({ reason: 'idempotency-reused' }));
    }
    expect(await db.selectFrom('deposits').selectAll().execute()).toHaveLength(1);
  });

  it('credits the amount less the fee, once', async () => {
    const d = await submitDeposit(db, submission({ channelCode: 'QRPH', amount: 1_000_00 }), NOW);
    const deposit = await row(d.id);
    expect(await creditDeposit(db, deposit, NOW + 1)).toBe('credited');
    expect(await creditDeposit(db, deposit, NOW + 2)).toBe('already-credited');
    expect(await walletOf(db, memberId)).toEqual({ balance: 990_00, held: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ balance: 990_00, held: 0 });
    expect(await row(d.id)).toMatchObject({
      status: 'SUCCESS',
      completed_at: NOW + 1,
      first_deposit: 1,
      late: 0,
    });
  });

  it('a deposit is pending until its expiry time, included; past it the sweep expires it, and it is credited late', async () => {
    const d = await submitDeposit(db, submission({}), NOW);
    const expiry = NOW + 30 * 60_000;
    expect(await expireDeposits(db, expiry)).toBe(0);
    expect(await expireDeposits(db, expiry + 1)).toBe(1);
    expect(await row(d.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await creditDeposit(db, await row(d.id), expiry + 2)).toBe('credited-late');
    expect(await row(d.id)).toMatchObject({ status: 'SUCCESS', late: 1 });
  });

  it('a pending deposit credited after its time (before any sweep) is late too', async () => {
    const d = await submitDeposit(db, submission({}), NOW);
    expect(await creditDeposit(db, await row(d.id), NOW + 30 * 60_000 + 1)).toBe('credited-late');
  });

  it('a cancellation fails a pending deposit only; staff may reject an expired one; neither a credited one', async () => {
    const a = await row(
      (await submitDeposit(db, submission({ idempotencyKey: 'key-a-000000000001' }), NOW)).id,
    );
    const b = await row(
      (await submitDeposit(db, submission({ idempotencyKey: 'key-b-000000000001' }), NOW)).id,
    );
    await expireDeposits(db, NOW + 31 * 60_000);
    expect(await failDeposit(db, a.id, 'cancelled', ['PENDING'], NOW)).toBe(false);
    expect(await failDeposit(db, a.id, 'no money seen', ['PENDING', 'EXPIRED'], NOW)).toBe(true);
    expect(await row(a.public_id)).toMatchObject({ status: 'FAILED', reason: 'no money seen' });
    expect(await creditDeposit(db, a, NOW)).toBe('deposit-failed');
    await creditDeposit(db, b, NOW);
    expect(await failDeposit(db, b.id, 'too late', ['PENDING', 'EXPIRED'], NOW)).toBe(false);
    expect(await walletOf(db, memberId)).toEqual({ balance: 500_00, held: 0 });
  });

  it('a first-deposit bonus: the share of the deposit up to its cap, paid once though two deposits took it', async () => {
    const a = await submitDeposit(
      db,
      submission({ idempotencyKey: 'key-a-000000000001', bonusId: 'WELCOME100', amount: 5_000_00 }),
      NOW,
    );
    const b = await submitDeposit(
      db,
      submission({ idempotencyKey: 'key-b-000000000001', bonusId: 'WELCOME100', amount: 300_00 }),
      NOW,
    );
    expect([a.bonus, b.bonus]).toEqual([2_000_00, 300_00]);
    await creditDeposit(db, await row(a.id), NOW);
    await creditDeposit(db, await row(b.id), NOW);
    expect(await row(a.id)).toMatchObject({ first_deposit: 1, bonus_minor: 2_000_00 });
    expect(await row(b.id)).toMatchObject({ first_deposit: 0, bonus_minor: 0 });
    expect(await walletOf(db, memberId)).toEqual({ balance: 7_300_00, held: 0 });
  });

  it('a bonus for every deposit is paid on each', async () => {
    const reload = { ...WALLET.bonuses[0]!, id: 'RELOAD', firstDepositOnly: false, basisPoints: 1000 };
    const wallet = { ...WALLET, bonuses: [reload] };
    for (const key of ['key-a-000000000001', 'key-b-000000000001']) {
      const d = await submitDeposit(
        db,
        submission({ idempotencyKey: key, bonusId: 'RELOAD', amount: 1_000_00 }, wallet),
        NOW,
      );
      await creditDeposit(db, await row(d.id), NOW);
    }
    expect(await walletOf(db, memberId)).toEqual({ balance: 2_200_00, held: 0 });
  });

  it('the periodic sweep (the retention job) expires the pending deposits nobody reads', async () => {
    const d = await submitDeposit(db, submission({}), NOW);
    const log = { info: () => undefined, error: () => undefined };
    await retentionJob({ db, periods: DEFAULT_RETENTION, now: () => NOW + 31 * 60_000, log }).run();
    expect(await row(d.id)).toMatchObject({ status: 'EXPIRED' });
  });

  it("staff's recorded deposit is credited at once, not late, with its note on the ledger entry", async () => {
    const d = await recordStaffDeposit(
      db,
      { merchant: 'DEMO', memberId, amount: 250_00, note: 'cash at the desk' },
      NOW,
    );
    expect(d).toMatchObject({
      status: 'SUCCESS',
      channelCode: 'STAFF',
      amount: 250_00,
      firstDeposit: true,
      instruction: null,
    });
    expect(await row(d.id)).toMatchObject({ late: 0 });
    const entries = await db.selectFrom('ledger_entries').selectAll().execute();
    expect(entries).toMatchObject([{ kind: 'DEPOSIT', amount_minor: 250_00, note: 'cash at the desk' }]);
  });
});
