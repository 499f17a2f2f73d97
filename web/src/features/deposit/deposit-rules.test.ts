import { describe, expect, it } from 'vitest';
import type { DepositBonus, DepositChannel, DepositRecord } from '@app/contract/wallet';
import {
  afterSubmit,
  amountProblem,
  bonusesOutOfReach,
  chosenBonus,
  chosenChannel,
  clockText,
  depositAmountProblem,
  depositCheck,
  depositPhase,
  depositPreview,
  depositSuccessEvents,
  freshDraft,
  keyedRequest,
  needsPayerName,
  offeredBonuses,
  paymentPageUrl,
  restoredDraft,
  type DepositDraft,
} from './deposit-rules';

const channel = (patch: Partial<DepositChannel> = {}): DepositChannel => ({
  code: 'GCASH',
  kind: 'ONLINE',
  name: 'GCash',
  minAmount: 100_00,
  maxAmount: 50_000_00,
  quickAmounts: [100_00, 500_00],
  feeBasisPoints: 0,
  expectedMinutes: 0,
  fields: [],
  network: null,
  ...patch,
});
const BANK = channel({ code: 'BANK', kind: 'BANK_TRANSFER', fields: ['payerName'], feeBasisPoints: 150 });
const WELCOME: DepositBonus = {
  id: 'WELCOME',
  title: 'Welcome',
  basisPoints: 10_000,
  maxBonus: 2_000_00,
  minDeposit: 300_00,
  firstDepositOnly: true,
  turnoverMultiplier: 0,
};
const RELOAD: DepositBonus = { ...WELCOME, id: 'RELOAD', basisPoints: 500, minDeposit: 1_000_00 };
const KEY = 'a'.repeat(32);
const draft = (patch: Partial<DepositDraft> = {}): DepositDraft => ({ ...freshDraft(KEY), ...patch });

describe('depositAmountProblem: the limits the server checks (wallet.amount.below / above), both ends allowed', () => {
  it.each([
    [99_99, 'below'],
    [100_00, null],
    [25_000_00, null],
    [50_000_00, null],
    [50_000_01, 'above'],
  ] as const)('%i on a ₱100–₱50,000 channel is %s', (amount, problem) => {
    expect(depositAmountProblem(amount, channel())).toBe(problem);
  });
});

describe('amountProblem: what the typed amount lacks before it may be sent', () => {
  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['abc', 'invalid'],
    ['100.555', 'invalid'],
    ['0', 'invalid'],
    ['99.99', 'below'],
    ['100', null],
    ['100,50', null],
    ['50000.01', 'above'],
  ] as const)('%j is %s', (text, problem) => {
    expect(amountProblem(text, channel())).toBe(problem);
  });
});

describe('the payer name is asked only by a channel whose fields name it', () => {
  it.each([
    [channel(), false],
    [BANK, true],
  ])('%#', (c, asked) => {
    expect(needsPayerName(c)).toBe(asked);
  });
});

describe('chosenChannel: the channel the draft names while it is open, else the first', () => {
  it.each([
    ['BANK', 'BANK'],
    [null, 'GCASH'],
    ['CLOSED', 'GCASH'],
  ])('%s gives %s', (code, chosen) => {
    expect(chosenChannel([channel(), BANK], code)?.code).toBe(chosen);
  });

  it('is none without channels', () => {
    expect(chosenChannel([], 'BANK')).toBeNull();
  });
});

describe('bonuses: offered from their minimum deposit, the chosen one only while the amount reaches it', () => {
  const ids = (bonuses: DepositBonus[]) => bonuses.map((b) => b.id);
  it.each([
    [null, [], ['WELCOME', 'RELOAD']],
    [299_99, [], ['WELCOME', 'RELOAD']],
    [300_00, ['WELCOME'], ['RELOAD']],
    [1_000_00, ['WELCOME', 'RELOAD'], []],
  ])('an amount of %s is offered %j, and told how to reach %j', (amount, offered, outOfReach) => {
    expect(ids(offeredBonuses([WELCOME, RELOAD], amount))).toEqual(offered);
    expect(ids(bonusesOutOfReach([WELCOME, RELOAD], amount))).toEqual(outOfReach);
  });

  it.each([
    ['WELCOME', 500_00, 'WELCOME'],
    ['WELCOME', 200_00, null],
    ['RELOAD', 500_00, null],
    [null, 500_00, null],
    ['GONE', 500_00, null],
  ])('chosen %s with %i goes as %s', (bonusId, amount, sent) => {
    expect(chosenBonus([WELCOME, RELOAD], bonusId, amount)?.id ?? null).toBe(sent);
  });
});

describe('depositPreview: the fee and the bonus with the contract’s arithmetic (rounded down, the bonus capped)', () => {
  it.each([
    [channel(), 500_00, null, { fee: 0, credited: 500_00, bonus: 0 }],
    [BANK, 1_000_00, null, { fee: 15_00, credited: 985_00, bonus: 0 }],
    [BANK, 333, null, { fee: 4, credited: 329, bonus: 0 }],
    [channel(), 500_00, WELCOME, { fee: 0, credited: 500_00, bonus: 500_00 }],
    [channel(), 5_000_00, WELCOME, { fee: 0, credited: 5_000_00, bonus: 2_000_00 }],
  ])('%#', (c, amount, bonus, preview) => {
    expect(depositPreview(amount, c, bonus)).toEqual(preview);
  });
});

describe('depositCheck: the request a filled-in draft makes on its channel, or what keeps it back', () => {
  it('sends the amount in minor units, the bonus it reaches and no payer name where none is asked', () => {
    expect(
      depositCheck(draft({ amountText: '500.50', bonusId: 'WELCOME', payerName: 'Ana' }), channel(), [
        WELCOME,
      ]),
    ).toEqual({ ok: true, fields: { channelCode: 'GCASH', amount: 500_50, bonusId: 'WELCOME' } });
  });

  it('sends the trimmed payer name where the channel asks for it', () => {
    expect(depositCheck(draft({ amountText: '500', payerName: '  Ana Cruz ' }), BANK, [])).toEqual({
      ok: true,
      fields: { channelCode: 'BANK', amount: 500_00, bonusId: null, payerName: 'Ana Cruz' },
    });
  });

  it('drops a bonus the amount does not reach', () => {
    const check = depositCheck(draft({ amountText: '200', bonusId: 'WELCOME' }), channel(), [WELCOME]);
    expect(check.ok && check.fields.bonusId).toBeNull();
  });

  it.each([
    [draft({ amountText: '' }), BANK, { amount: 'missing', payerName: 'missing' }],
    [draft({ amountText: '50', payerName: ' ' }), BANK, { amount: 'below', payerName: 'missing' }],
    [draft({ amountText: '60000', payerName: 'Ana' }), BANK, { amount: 'above' }],
    [draft({ amountText: '500' }), BANK, { payerName: 'missing' }],
  ])('%# is held back with its problems', (d, c, problems) => {
    expect(depositCheck(d, c, [])).toEqual({ ok: false, problems });
  });
});

describe('keyedRequest: one idempotency key per request, the same again only for the very same request', () => {
  const fields = { channelCode: 'GCASH', amount: 500_00, bonusId: null };
  const newKey = () => 'b'.repeat(32);

  it('sends the draft’s own key the first time, and remembers what went with it', () => {
    const sent = keyedRequest(draft(), fields, newKey);
    expect(sent.request).toEqual({ ...fields, idempotencyKey: KEY });
    expect(sent.repeat).toBe(false);
    expect(sent.draft.sentWith).toBe(JSON.stringify(fields));
  });

  it('sends the same key again with the same request (a retry after a lost answer: one deposit)', () => {
    const first = keyedRequest(draft(), fields, newKey);
    const again = keyedRequest(first.draft, fields, newKey);
    expect(again.request.idempotencyKey).toBe(KEY);
    expect(again.repeat).toBe(true);
  });

  it('takes a new key once the request changed (the server refuses one key with other fields)', () => {
    const first = keyedRequest(draft(), fields, newKey);
    const changed = keyedRequest(first.draft, { ...fields, amount: 600_00 }, newKey);
    expect(changed.request.idempotencyKey).toBe('b'.repeat(32));
    expect(changed.repeat).toBe(false);
    expect(changed.draft.idempotencyKey).toBe('b'.repeat(32));
  });
});

describe('restoredDraft: a stored draft only when it has the draft’s shape (storage is the player’s to edit)', () => {
  it('gives back a whole draft', () => {
    const d = draft({ channelCode: 'BANK', amountText: '500', sentWith: '{}' });
    expect(restoredDraft(d)).toEqual(d);
  });

  it.each([
    null,
    'text',
    {},
    { ...freshDraft(KEY), amountText: 500 },
    { ...freshDraft(KEY), idempotencyKey: null },
  ])('%j is no draft', (value) => {
    expect(restoredDraft(value)).toBeNull();
  });
});

describe('paymentPageUrl: the provider’s page is followed only on this site or over https', () => {
  const PAGE = 'http://play.example.com/m/voucherCenter';
  it.each([
    ['https://pay.example.net/checkout?id=1', 'https://pay.example.net/checkout?id=1'],
    ['/wps/demo-pay/page?id=1', 'http://play.example.com/wps/demo-pay/page?id=1'],
    ['http://play.example.com/wps/demo-pay/page', 'http://play.example.com/wps/demo-pay/page'],
    ['http://pay.example.net/checkout', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>pay</p>', null],
    ['', null],
  ])('%s → %s', (raw, url) => {
    expect(paymentPageUrl(raw, PAGE)).toBe(url);
  });
});

describe('afterSubmit: a deposit just made goes to its payment page when it has one the app may follow', () => {
  const PAGE = 'https://play.example.com/m/voucherCenter';
  it.each([
    [
      { type: 'REDIRECT', url: 'https://pay.example.net/x' },
      { kind: 'redirect', url: 'https://pay.example.net/x' },
    ],
    [{ type: 'REDIRECT', url: 'javascript:alert(1)' }, { kind: 'status' }],
    [{ type: 'QR', payload: '000201', reference: 'R1' }, { kind: 'status' }],
    [null, { kind: 'status' }],
  ] as const)('%j → %j', (instruction, next) => {
    expect(afterSubmit({ instruction } as Pick<DepositRecord, 'instruction'>, PAGE)).toEqual(next);
  });
});

describe('depositPhase: a pending deposit whose time ran out here shows as expired before the server says so', () => {
  it.each([
    ['PENDING', 10, 'pending'],
    ['PENDING', 0, 'expired'],
    ['SUCCESS', 0, 'success'],
    ['FAILED', 10, 'failed'],
    ['EXPIRED', 10, 'expired'],
  ] as const)('%s with %i s left is %s', (status, seconds, phase) => {
    expect(depositPhase(status, seconds)).toBe(phase);
  });
});

describe('depositSuccessEvents: the purchase events of a successful deposit (signed-in §3 "Tracking")', () => {
  it.each([
    [true, ['deposit', 'firstDeposit', 'firstDepositArrival']],
    [false, ['deposit', 'redeposit']],
  ])('firstDeposit %s fires %j', (firstDeposit, events) => {
    expect(depositSuccessEvents({ firstDeposit })).toEqual(events);
  });
});

describe('clockText: a countdown as a clock', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [245, '4:05'],
    [1_799, '29:59'],
    [3_723, '1:02:03'],
  ])('%i s reads %s', (seconds, text) => {
    expect(clockText(seconds, 'en')).toBe(text);
  });

  it('in the player’s digits', () => {
    expect(clockText(245, 'ar-EG')).toBe('٤:٠٥');
  });
});
