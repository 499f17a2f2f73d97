import type { CaptchaRefusal } from './captcha';
import type { BannerHandoverRefusal } from './banner-handover';
import type { ChatRefusal } from './chat';
import type { DepositRefusal } from './deposits';
import type { FeedbackRefusal } from './feedback';
import type { MallRefusal } from './mall';
import type { EventsRefusal } from './events';
import type { PushRefusal } from './push-tokens';
import type { FirebaseRefusal } from './firebase-sign-in';
import type { GamesRefusal } from './games';
import type { HomeContentRefusal } from './home-content';
import type { LoginRefusal } from './login';
import type { LanguageRefusal } from './members';
import type { MissionsRefusal } from './missions';
import type { PasswordChangeRefusal } from './password-change';
import type { NotificationRefusal } from './payment-notifications';
import type { RegistrationRefusal } from './registration';
import type { RewardRefusal } from './rewards';
import type { SiteRefusal } from './site-origin';
import type { SmsSendRefusal } from './sms';
import type { PayoutAccountRefusal } from './payout-accounts';
import type { WithdrawalRefusal } from './withdrawals';
import type { WithdrawPasswordRefusal } from './withdraw-password';
import type { ReferralRefusal } from './referrals';
import type { AgentRefusal } from './agents';

/**
 * Every refusal a service throws: a reason, with what its answer names. A reason means the same wherever it
 * is thrown (mobile-taken by the registration and by the social registration), so it has one answer, in
 * routes/refusals.ts.
 */
export type Refusal =
  | LoginRefusal
  | PasswordChangeRefusal
  | FirebaseRefusal
  | RegistrationRefusal
  | SmsSendRefusal
  | CaptchaRefusal
  | LanguageRefusal
  | EventsRefusal
  | PushRefusal
  | HomeContentRefusal
  | GamesRefusal
  | ChatRefusal
  | BannerHandoverRefusal
  | SiteRefusal
  | DepositRefusal
  | NotificationRefusal
  | WithdrawalRefusal
  | WithdrawPasswordRefusal
  | RewardRefusal
  | PayoutAccountRefusal
  | FeedbackRefusal
  | ReferralRefusal
  | AgentRefusal
  | MissionsRefusal
  | MallRefusal;

export type RefusalReason = Refusal['reason'];

/** The refusal of one reason, with its own fields. */
export type RefusalOf<R extends RefusalReason> = Refusal & { reason: R };

/** A request a service refuses; the HTTP layer answers it from the reason (routes/refusals.ts). */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`refused: ${refusal.reason}`);
    this.name = 'Refused';
  }
}
