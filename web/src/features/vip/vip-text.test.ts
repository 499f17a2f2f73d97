import { describe, expect, it } from 'vitest';
import type { VipBenefit, VipGoal } from '@app/contract/vip';
import { t } from '../../i18n/translate';
import { benefitText, countText, goalText, stepText } from './vip-text';
import type { NextStep } from './vip-rules';

const money = (amount: number) => `₱${amount / 100}`;

describe('goalText: what reaching a level takes', () => {
  it.each<[VipGoal, string]>([
    [{ kind: 'DAYS_REGISTERED', days: 30 }, 'Member for 30 days'],
    [{ kind: 'DAYS_REGISTERED', days: 1 }, 'Member for 1 day'],
    [{ kind: 'SIGN_INS', count: 20 }, 'Sign in 20 times'],
    [{ kind: 'SIGN_INS', count: 1 }, 'Sign in once'],
    [{ kind: 'CONTACT' }, 'A mobile number or email on your account'],
    [{ kind: 'DEPOSIT_TOTAL', amount: 5_000_00 }, 'Deposit ₱5000 in total'],
  ])('%j', (goal, text) => {
    expect(goalText(goal, t, money)).toBe(text);
  });
});

const step = (kind: NextStep['kind'], current: number, target: number): NextStep => ({
  kind,
  current,
  target,
  met: current >= target,
  remaining: Math.max(0, target - current),
});

describe('stepText and countText: the next step, said precisely', () => {
  it.each<[NextStep, string, string | null]>([
    [step('SIGN_INS', 3, 20), 'Sign in 17 more times', '3 / 20'],
    [step('SIGN_INS', 2, 3), 'Sign in once more', '2 / 3'],
    [step('DAYS_REGISTERED', 18, 30), 'Stay a member 12 more days', '18 / 30'],
    [step('DAYS_REGISTERED', 29, 30), 'Stay a member 1 more day', '29 / 30'],
    [step('CONTACT', 0, 1), 'Add a mobile number or email', null],
    [step('DEPOSIT_TOTAL', 1_500_00, 5_000_00), 'Deposit ₱3500 more', '₱1500 / ₱5000'],
    // Met goals say what they asked for; a count past the target shows the target.
    [step('SIGN_INS', 25, 20), 'Sign in 20 times', '20 / 20'],
    [step('CONTACT', 1, 1), 'A mobile number or email on your account', null],
  ])('%j', (s, text, count) => {
    expect(stepText(s, t, money)).toBe(text);
    expect(countText(s, money)).toBe(count);
  });
});

describe('benefitText: what a level gives', () => {
  it.each<[VipBenefit, string]>([
    [{ kind: 'LEVEL_UP_BONUS', amount: 200_00 }, 'Level-up bonus of ₱200'],
    [{ kind: 'PRIORITY_WITHDRAWALS' }, 'Priority withdrawals'],
    [{ kind: 'DEDICATED_SERVICE' }, 'Your own customer-service agent'],
    [{ kind: 'EXCLUSIVE_EVENTS' }, 'Members-only events'],
  ])('%j', (benefit, text) => {
    expect(benefitText(benefit, t, money)).toBe(text);
  });
});
