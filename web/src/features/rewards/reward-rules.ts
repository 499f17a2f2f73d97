import type { BonusLock, CheckInDayState } from '@app/contract/rewards';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { MessageKey } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';

/**
 * The reward centre's decisions that are the page's own (contract/src/rewards.ts holds the server's): which
 * text a refused claim shows, how far a lock has gone, how a rate reads.
 */

/** The text of a refused claim: its code's own words, or null for any other failure (read as every call's). */
export function claimFailureKey(errorCode: string | null | undefined): MessageKey | null {
  switch (errorCode) {
    case CONTRACT_ERROR.rewardClaimed:
      return 'reward_error_claimed';
    case CONTRACT_ERROR.rewardUnavailable:
      return 'reward_error_unavailable';
    case CONTRACT_ERROR.rewardClosed:
      return 'reward_closed_text';
    default:
      return null;
  }
}

/**
 * Whether a refused claim leaves the centre out of date, so it is asked again: claimed elsewhere (another tab, a
 * double tap's first), or no longer claimable (the day turned).
 */
export const claimRefreshesCenter = (errorCode: string | null | undefined): boolean =>
  errorCode === CONTRACT_ERROR.rewardClaimed || errorCode === CONTRACT_ERROR.rewardUnavailable;

/** Whether the server said the centre is off (REWCEN3): the page shows its "not available" state. */
export const centreClosed = (errorCode: string | null | undefined): boolean =>
  errorCode === CONTRACT_ERROR.rewardClosed;

/** How far play has gone towards a lock, in whole per cent (0 to 100; a met lock is 100). */
export const lockPercent = (lock: Pick<BonusLock, 'played' | 'required' | 'met'>): number =>
  lock.met || lock.required <= 0 ? 100 : Math.min(100, Math.floor((lock.played * 100) / lock.required));

/** A rate in basis points as a percentage in the player's language (50 → "0.5%"). */
export const ratePercent = (basisPoints: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** The words of a lock's source (a deposit bonus reads its promotion's id, the merchant's own name for it). */
export const LOCK_SOURCE_TEXT: Record<Exclude<BonusLock['source'], 'DEPOSIT_BONUS'>, MessageKey> = {
  CHECK_IN: 'reward_kind_check_in',
  REBATE: 'reward_kind_rebate',
};

/** The words a check-in day's state reads to a screen reader beside its day and amount. */
export const DAY_STATE_TEXT: Record<CheckInDayState, MessageKey> = {
  CLAIMED: 'reward_day_claimed',
  TODAY: 'reward_day_today',
  LATER: 'reward_day_later',
};

/** A period key's day in the player's language ("Nov 29"); the key is a UTC day. */
export const periodText = (period: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${period}T00:00:00Z`),
  );
