import type { VipGoal, VipSettings } from './vip';

/**
 * The demo merchant's VIP levels (PHP, in centavos), chosen: six levels whose goals grow with time, sign-ins,
 * a contact on the account and deposits, and whose benefits grow with them. Plain data (types only), as
 * default-settings.ts is.
 */
export function defaultVipSettings(): VipSettings {
  const climb = (days: number, signIns: number, deposits: number): VipGoal[] => [
    { kind: 'DAYS_REGISTERED', days },
    { kind: 'SIGN_INS', count: signIns },
    { kind: 'CONTACT' },
    { kind: 'DEPOSIT_TOTAL', amount: deposits },
  ];
  return {
    levels: [
      { level: 0, name: 'Member', goals: [], benefits: [] },
      {
        level: 1,
        name: 'Bronze',
        goals: [{ kind: 'SIGN_INS', count: 3 }, { kind: 'CONTACT' }],
        benefits: [{ kind: 'LEVEL_UP_BONUS', amount: 50_00 }],
      },
      {
        level: 2,
        name: 'Silver',
        goals: climb(30, 20, 5_000_00),
        benefits: [{ kind: 'LEVEL_UP_BONUS', amount: 200_00 }, { kind: 'EXCLUSIVE_EVENTS' }],
      },
      {
        level: 3,
        name: 'Gold',
        goals: climb(90, 60, 50_000_00),
        benefits: [
          { kind: 'LEVEL_UP_BONUS', amount: 1_000_00 },
          { kind: 'EXCLUSIVE_EVENTS' },
          { kind: 'PRIORITY_WITHDRAWALS' },
        ],
      },
      {
        level: 4,
        name: 'Platinum',
        goals: climb(180, 150, 200_000_00),
        benefits: [
          { kind: 'LEVEL_UP_BONUS', amount: 3_000_00 },
          { kind: 'EXCLUSIVE_EVENTS' },
          { kind: 'PRIORITY_WITHDRAWALS' },
          { kind: 'DEDICATED_SERVICE' },
        ],
      },
      {
        level: 5,
        name: 'Diamond',
        goals: climb(365, 300, 1_000_000_00),
        benefits: [
          { kind: 'LEVEL_UP_BONUS', amount: 8_888_00 },
          { kind: 'EXCLUSIVE_EVENTS' },
          { kind: 'PRIORITY_WITHDRAWALS' },
          { kind: 'DEDICATED_SERVICE' },
        ],
      },
    ],
  };
}
