import type { VipBenefit, VipGoal } from '@app/contract/vip';
import type { TFunction } from '../../i18n/translate';
import type { NextStep } from './vip-rules';

/** Minor units written in the player's language with the merchant's symbol (features/money useMoney). */
type Money = (amount: number) => string;

/** What reaching a level takes, one goal, in the player's language. */
export function goalText(goal: VipGoal, t: TFunction, money: Money): string {
  switch (goal.kind) {
    case 'DAYS_REGISTERED':
      return goal.days === 1 ? t('vip_goal_days_one') : t('vip_goal_days', { days: goal.days });
    case 'SIGN_INS':
      return goal.count === 1 ? t('vip_goal_sign_ins_one') : t('vip_goal_sign_ins', { count: goal.count });
    case 'CONTACT':
      return t('vip_goal_contact');
    case 'DEPOSIT_TOTAL':
      return t('vip_goal_deposits', { amount: money(goal.amount) });
  }
}

/** What is left of a goal, said as the step to take ("Sign in 17 more times"); a met goal as its requirement. */
export function stepText(step: NextStep, t: TFunction, money: Money): string {
  if (step.met) return doneText(step, t, money);
  const left = step.remaining;
  switch (step.kind) {
    case 'DAYS_REGISTERED':
      return left === 1 ? t('vip_step_days_one') : t('vip_step_days', { days: left });
    case 'SIGN_INS':
      return left === 1 ? t('vip_step_sign_ins_one') : t('vip_step_sign_ins', { count: left });
    case 'CONTACT':
      return t('vip_step_contact');
    case 'DEPOSIT_TOTAL':
      return t('vip_step_deposits', { amount: money(left) });
  }
}

/** A met goal: what it asked for. */
const doneText = (step: NextStep, t: TFunction, money: Money): string => {
  switch (step.kind) {
    case 'DAYS_REGISTERED':
      return goalText({ kind: step.kind, days: step.target }, t, money);
    case 'SIGN_INS':
      return goalText({ kind: step.kind, count: step.target }, t, money);
    case 'CONTACT':
      return goalText({ kind: step.kind }, t, money);
    case 'DEPOSIT_TOTAL':
      return goalText({ kind: step.kind, amount: step.target }, t, money);
  }
};

/** How far a counted goal is ("3 / 20", "₱1,500 / ₱5,000"); none for a contact (it is there or not). */
export function countText(step: NextStep, money: Money): string | null {
  if (step.kind === 'CONTACT') return null;
  const show = step.kind === 'DEPOSIT_TOTAL' ? money : String;
  return `${show(Math.min(step.current, step.target))} / ${show(step.target)}`;
}

/** What a level gives, one benefit. */
export function benefitText(benefit: VipBenefit, t: TFunction, money: Money): string {
  switch (benefit.kind) {
    case 'LEVEL_UP_BONUS':
      return t('vip_benefit_level_up_bonus', { amount: money(benefit.amount) });
    case 'PRIORITY_WITHDRAWALS':
      return t('vip_benefit_priority_withdrawals');
    case 'DEDICATED_SERVICE':
      return t('vip_benefit_dedicated_service');
    case 'EXCLUSIVE_EVENTS':
      return t('vip_benefit_exclusive_events');
  }
}
