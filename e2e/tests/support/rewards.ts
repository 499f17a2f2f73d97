import type { BonusLock, RewardClaim } from '@app/contract/rewards';
import type { Admin } from './admin';

/** Staff's and the game providers' side of the reward centre (server/src/admin/rewards.ts), through the admin API. */

const memberPath = (shop: Admin, username: string, what: string) =>
  `/admin/members/${encodeURIComponent(username)}/${what}?merchant=${encodeURIComponent(shop.merchant)}`;

/**
 * A bet the provider's feed reports (minor units), played `playedAt` (ms; default now): what rebates and bonus
 * locks count.
 */
export const recordTurnover = (shop: Admin, username: string, amount: number, playedAt?: number) =>
  shop.send<{ recorded: boolean }>('POST', memberPath(shop, username, 'turnover'), {
    amount,
    gameCode: 'E2E_SLOT',
    ...(playedAt === undefined ? {} : { playedAt }),
  });

/** The member's claims and bonus locks as staff read them. */
export const staffRewards = (shop: Admin, username: string) =>
  shop.send<{ claims: RewardClaim[]; locks: BonusLock[]; locked: number; toPlay: number }>(
    'GET',
    memberPath(shop, username, 'rewards'),
  );
