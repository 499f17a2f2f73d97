import { MISSION_ERROR, type MissionMetric } from '@app/contract/constants/missions';
import type { Mission } from '@app/contract/missions';
import type { MessageKey } from '../../i18n/keys';
import type { AppTarget } from '../../lib/route-table';

/**
 * The missions page's own decisions (contract/src/missions.ts holds the server's): how a mission is named in the
 * player's words, how far it has gone, how long its period has left, where its Go leads, what a refusal says.
 */

/** A text of the page: a message key and what fills its placeholders. */
export interface Text {
  key: MessageKey;
  params: Record<string, string | number>;
}

const TITLES: Record<MissionMetric, { one: MessageKey; other: MessageKey } | MessageKey> = {
  DEPOSIT_AMOUNT: 'mission_title_deposit_amount',
  DEPOSIT_COUNT: { one: 'mission_title_deposit_count_one', other: 'mission_title_deposit_count_other' },
  GAME_LAUNCHES: { one: 'mission_title_game_launches_one', other: 'mission_title_game_launches_other' },
  DAYS_SIGNED_IN: { one: 'mission_title_days_signed_in_one', other: 'mission_title_days_signed_in_other' },
  FRIENDS_INVITED: { one: 'mission_title_friends_invited_one', other: 'mission_title_friends_invited_other' },
};

/** What each metric counts, said under the title. */
export const MISSION_HINT: Record<MissionMetric, MessageKey> = {
  DEPOSIT_AMOUNT: 'mission_hint_deposit_amount',
  DEPOSIT_COUNT: 'mission_hint_deposit_count',
  GAME_LAUNCHES: 'mission_hint_game_launches',
  DAYS_SIGNED_IN: 'mission_hint_days_signed_in',
  FRIENDS_INVITED: 'mission_hint_friends_invited',
};

/**
 * A mission's title from what it counts and its target: an amount as money ("Deposit ₱500.00"), a count of one
 * in the singular's own words ("Make a deposit"), else with the count ("Play 3 games").
 */
export function missionTitle(
  mission: Pick<Mission, 'metric' | 'target'>,
  formatMoney: (n: number) => string,
): Text {
  const title = TITLES[mission.metric];
  if (typeof title === 'string') return { key: title, params: { amount: formatMoney(mission.target) } };
  return { key: mission.target === 1 ? title.one : title.other, params: { count: mission.target } };
}

/** The progress as the bar's text: money for an amount, else counts ("₱120.00" of "₱500.00", "2" of "3"). */
export const progressValues = (
  mission: Pick<Mission, 'metric' | 'progress' | 'target'>,
  formatMoney: (n: number) => string,
): { done: string; target: string } =>
  mission.metric === 'DEPOSIT_AMOUNT'
    ? { done: formatMoney(mission.progress), target: formatMoney(mission.target) }
    : { done: String(mission.progress), target: String(mission.target) };

/** How far a mission has gone, in whole per cent (0 to 100; claimed is 100 whatever staff changed since). */
export const progressPercent = (mission: Pick<Mission, 'progress' | 'target' | 'status'>): number =>
  mission.status === 'CLAIMED' || mission.target <= 0
    ? 100
    : Math.min(100, Math.floor((mission.progress * 100) / mission.target));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time left in a period: days and hours beyond a day, hours and minutes beyond an hour, else minutes, each
 * rounded up to the minute (a period never shows "0m" while it runs).
 */
export function timeLeft(endsAt: number, now: number): Text {
  const minutes = Math.max(0, Math.ceil((endsAt - now) / MINUTE_MS));
  const ms = minutes * MINUTE_MS;
  if (ms >= DAY_MS) {
    return {
      key: 'mission_resets_days',
      params: { days: Math.floor(ms / DAY_MS), hours: Math.floor((ms % DAY_MS) / HOUR_MS) },
    };
  }
  if (ms >= HOUR_MS) {
    return {
      key: 'mission_resets_hours',
      params: { hours: Math.floor(ms / HOUR_MS), minutes: (ms % HOUR_MS) / MINUTE_MS },
    };
  }
  return { key: 'mission_resets_minutes', params: { minutes } };
}

/** Where a mission's Go leads: the page where its progress is made; none for signing in (done by coming). */
export const MISSION_SHORTCUT: Record<MissionMetric, AppTarget | null> = {
  DEPOSIT_AMOUNT: '/voucherCenter',
  DEPOSIT_COUNT: '/voucherCenter',
  GAME_LAUNCHES: '/game',
  DAYS_SIGNED_IN: null,
  FRIENDS_INVITED: '/inviteFriends',
};

/** The text of a refused claim: its code's own words, or null for any other failure (read as every call's). */
export function claimFailureKey(errorCode: string | null | undefined): MessageKey | null {
  switch (errorCode) {
    case MISSION_ERROR.incomplete:
      return 'mission_error_incomplete';
    case MISSION_ERROR.claimed:
      return 'mission_error_claimed';
    case MISSION_ERROR.unavailable:
      return 'mission_error_unavailable';
    default:
      return null;
  }
}

/**
 * Whether a refused claim shows the page out of date, so the missions are asked again: claimed elsewhere (another
 * tab), no longer there (disabled, the period turned), or less done than shown (a deposit reversed).
 */
export const claimRefreshesMissions = (errorCode: string | null | undefined): boolean =>
  claimFailureKey(errorCode) !== null;
