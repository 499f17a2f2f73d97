import { bonusOf, feeOf } from '@app/contract/constants/money';
import type {
  DepositBonus,
  DepositChannel,
  DepositRecord,
  DepositStatus,
  DepositSubmitRequest,
} from '@app/contract/wallet';
import type { TrackEventName } from '../../lib/track';
import { followableUrl } from '../../lib/safe-url';
import { parseAmount } from '../money';

/**
 * The deposit page's decisions (signed-in §2 gives /m/voucherCenter purpose and access only; the contract,
 * contract/src/wallet.ts, gives the rest). Amounts are minor units; the previews use the contract's own
 * arithmetic (feeOf, bonusOf), so what the page promises is what the server books.
 */

/** The deposit form as the player fills it in, kept with formDraft('deposit') until a deposit is made. */
export interface DepositDraft {
  channelCode: string | null;
  /** As typed: parsed to minor units only when checked (parseAmount), never through a float. */
  amountText: string;
  /** The bonus chosen; it applies only while the amount reaches it (chosenBonus). */
  bonusId: string | null;
  payerName: string;
  idempotencyKey: string;
  /** The request the key went out with (its fields as JSON), null before the first send. */
  sentWith: string | null;
}

export type DraftFields = Pick<DepositDraft, 'channelCode' | 'amountText' | 'bonusId' | 'payerName'>;

export const freshDraft = (idempotencyKey: string): DepositDraft => ({
  channelCode: null,
  amountText: '',
  bonusId: null,
  payerName: '',
  idempotencyKey,
  sentWith: null,
});

/** A stored draft of the right shape (storage is the player's to edit), else null. */
export const restoredDraft = (value: unknown): DepositDraft | null => {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string';
  const textOrNull = (v: unknown) => v === null || text(v);
  return textOrNull(d.channelCode) &&
    text(d.amountText) &&
    textOrNull(d.bonusId) &&
    text(d.payerName) &&
    text(d.idempotencyKey) &&
    textOrNull(d.sentWith)
    ? (value as DepositDraft)
    : null;
};

/** The channel the draft names while it is open (the settings list open channels only), else the first. */
export const chosenChannel = (
  channels: readonly DepositChannel[],
  code: string | null,
): DepositChannel | null => channels.find((c) => c.code === code) ?? channels[0] ?? null;

/** Below or above the channel's limits: the same check as the server's (wallet.amount.below / above). */
export const depositAmountProblem = (
  amount: number,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
): 'below' | 'above' | null =>
  amount < channel.minAmount ? 'below' : amount > channel.maxAmount ? 'above' : null;

export type AmountProblem = 'missing' | 'invalid' | 'below' | 'above';

export const amountProblem = (
  text: string,
  channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>,
): AmountProblem | null => {
  if (!text.trim()) return 'missing';
  const amount = parseAmount(text);
  return amount === null ? 'invalid' : depositAmountProblem(amount, channel);
};

export const needsPayerName = (channel: Pick<DepositChannel, 'fields'>): boolean =>
  channel.fields.includes('payerName');

/** The bonuses an amount reaches (their minimum deposit); none before an amount is typed. */
export const offeredBonuses = (bonuses: readonly DepositBonus[], amount: number | null): DepositBonus[] =>
  amount === null ? [] : bonuses.filter((b) => amount >= b.minDeposit);

/** The bonuses the amount does not reach yet: the page says from what amount each applies. */
export const bonusesOutOfReach = (bonuses: readonly DepositBonus[], amount: number | null): DepositBonus[] =>
  bonuses.filter((b) => amount === null || amount < b.minDeposit);

/** The bonus that goes with the deposit: the one chosen, while the amount reaches it; else none. */
export const chosenBonus = (
  bonuses: readonly DepositBonus[],
  bonusId: string | null,
  amount: number | null,
): DepositBonus | null => offeredBonuses(bonuses, amount).find((b) => b.id === bonusId) ?? null;

/** What a deposit of `amount` on the channel books: the fee taken, what the balance gets, the bonus. */
export const depositPreview = (
  amount: number,
  channel: Pick<DepositChannel, 'feeBasisPoints'>,
  bonus: DepositBonus | null,
): { fee: number; credited: number; bonus: number } => {
  const fee = feeOf(amount, channel.feeBasisPoints);
  return { fee, credited: amount - fee, bonus: bonus ? bonusOf(amount, bonus) : 0 };
};

export interface DepositProblems {
  amount?: AmountProblem;
  payerName?: 'missing';
}

/** A deposit request's fields but its key. */
export type DepositFields = Omit<DepositSubmitRequest, 'idempotencyKey'>;

export type DepositCheck = { ok: true; fields: DepositFields } | { ok: false; problems: DepositProblems };

/** What the draft asks for on the channel, or what keeps it from being sent. */
export const depositCheck = (
  draft: DepositDraft,
  channel: DepositChannel,
  bonuses: readonly DepositBonus[],
): DepositCheck => {
  const problem = amountProblem(draft.amountText, channel);
  const payerName = draft.payerName.trim();
  const withPayer = needsPayerName(channel);
  const problems: DepositProblems = {
    ...(problem && { amount: problem }),
    ...(withPayer && !payerName && { payerName: 'missing' as const }),
  };
  const amount = parseAmount(draft.amountText);
  if (problem || problems.payerName || amount === null) return { ok: false, problems };
  return {
    ok: true,
    fields: {
      channelCode: channel.code,
      amount,
      bonusId: chosenBonus(bonuses, draft.bonusId, amount)?.id ?? null,
      ...(withPayer && { payerName }),
    },
  };
};

/**
 * The request a send makes, and the draft after it. The same request goes again with the same key (a retry
 * after a lost answer: the server answers the deposit it made, never a second one); any other request takes a
 * new key, since the server refuses one key with other fields (wallet.idempotency.reused) and a deposit the
 * lost answer may have made is simply never paid. `repeat`: this very request went out before.
 */
export const keyedRequest = (
  draft: DepositDraft,
  fields: DepositFields,
  newKey: () => string,
): { request: DepositSubmitRequest; draft: DepositDraft; repeat: boolean } => {
  const sentWith = JSON.stringify(fields);
  const repeat = draft.sentWith === sentWith;
  const idempotencyKey = repeat || draft.sentWith === null ? draft.idempotencyKey : newKey();
  return { request: { ...fields, idempotencyKey }, draft: { ...draft, idempotencyKey, sentWith }, repeat };
};

/**
 * The provider's payment page, when the app may follow it: this site's own page or an https one. Anything
 * else (http elsewhere, javascript:, data:) is not followed.
 */
export const paymentPageUrl = (raw: string, pageHref: string): string | null => {
  const url = followableUrl(raw, pageHref);
  if (!url) return null;
  const target = new URL(url);
  return target.origin === new URL(pageHref).origin || target.protocol === 'https:' ? url : null;
};

/** Where a deposit just made takes the player: its payment page, or its state on this page. */
export const afterSubmit = (
  record: Pick<DepositRecord, 'instruction'>,
  pageHref: string,
): { kind: 'redirect'; url: string } | { kind: 'status' } => {
  const url =
    record.instruction?.type === 'REDIRECT' ? paymentPageUrl(record.instruction.url, pageHref) : null;
  return url ? { kind: 'redirect', url } : { kind: 'status' };
};

/** How the page shows a deposit: a pending one whose time ran out shows as expired before the server says so. */
export type DepositPhase = 'pending' | 'success' | 'failed' | 'expired';

export const depositPhase = (status: DepositStatus, secondsLeft: number): DepositPhase => {
  switch (status) {
    case 'PENDING':
      return secondsLeft > 0 ? 'pending' : 'expired';
    case 'SUCCESS':
      return 'success';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
  }
};

/** The tracking events of a successful deposit (signed-in §3 "Tracking"): the first one's, or a later one's. */
export const depositSuccessEvents = (record: Pick<DepositRecord, 'firstDeposit'>): TrackEventName[] =>
  record.firstDeposit ? ['deposit', 'firstDeposit', 'firstDepositArrival'] : ['deposit', 'redeposit'];

/** A countdown as a clock in the player's digits: 4:05, 29:59, 1:02:03. */
export const clockText = (seconds: number, locale: string): string => {
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
};
