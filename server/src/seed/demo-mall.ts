import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { Db } from '../db/database';
import { createItem, type ItemInput } from '../services/mall';
import { findMemberByUsername } from '../services/members';
import { adjustPoints, pointsOf } from '../services/points';

/**
 * DEMO's point mall (the README's "Demo data"), seeded once per database (seed.ts seedOnce: staff's changes
 * survive restarts): a bonus credit of each size, free spins on a demo slot, a physical good with 2 left and one
 * sold out. demo_member has at least DEMO_MEMBER_POINTS: what the seeded bets earned them (demo-rewards.ts), topped
 * up by a staff ADJUST entry with its note when short (no seeded deposit: demo_member's wallet stays empty for the
 * first-deposit prompts, demo-accounts.ts).
 */

const item = (i: Partial<ItemInput> & Pick<ItemInput, 'kind' | 'title' | 'cost'>): ItemInput => ({
  description: '',
  imageUrl: null,
  stock: null,
  active: true,
  bonusAmount: null,
  spins: null,
  gameCode: null,
  sortOrder: 0,
  ...i,
});

export const DEMO_MALL_ITEMS: readonly ItemInput[] = [
  item({
    kind: 'BONUS',
    title: '₱50 bonus credit',
    description: 'Credited to your balance at once.',
    cost: 500,
    bonusAmount: 50_00,
    sortOrder: 1,
  }),
  item({
    kind: 'FREE_SPINS',
    title: '20 free spins',
    description: 'On Golden Dragon, ready the next time you open it.',
    cost: 300,
    spins: 20,
    gameCode: 'DRAGON_GOLD',
    sortOrder: 2,
  }),
  item({
    kind: 'PHYSICAL',
    title: 'Demo Casino cap',
    description: 'Embroidered cap, one size. Shipped to your address.',
    cost: 1_000,
    stock: 2,
    sortOrder: 3,
  }),
  item({
    kind: 'BONUS',
    title: '₱500 bonus credit',
    description: 'Credited to your balance at once.',
    cost: 4_500,
    stock: 20,
    bonusAmount: 500_00,
    sortOrder: 4,
  }),
  item({
    kind: 'PHYSICAL',
    title: 'Smartphone',
    description: 'The latest model, shipped to your address.',
    cost: 60_000,
    stock: 0,
    sortOrder: 5,
  }),
];

/** Enough for the ₱50 credit and the spins, or the cap; not for the ₱500 credit. */
export const DEMO_MEMBER_POINTS = 1_200;

export async function seedDemoMall(db: Db, now: number): Promise<void> {
  for (const i of DEMO_MALL_ITEMS) await createItem(db, DEMO_MERCHANT, i, now);
  const member = await findMemberByUsername(db, DEMO_MERCHANT, 'demo_member');
  if (!member) return;
  // What the other demo data earned them (the reward centre's seeded bets earn play points) counts first.
  const earned = await pointsOf(db, member.id);
  if (earned < DEMO_MEMBER_POINTS) {
    await adjustPoints(db, member.id, DEMO_MEMBER_POINTS - earned, 'demo opening points', now);
  }
}
