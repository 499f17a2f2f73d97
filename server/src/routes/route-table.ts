import type { CallName } from '@app/contract/calls';
import type { RouteTable } from '../http/call-handler';
import { captchaImage, geetest } from './captcha';
import { changePassword, memberInfo, memberLanguage } from './member';
import { socialRegister } from './firebase';
import { autoUsername, register, registerMobile } from './register';
import { answeringRefusals } from './refusals';
import { launchGame } from './games';
import { relay } from './relay';
import { depositSubmit } from './deposits';
import { feedbackSubmit } from './feedback';
import { payoutAccountAdd, withdrawPasswordSet, withdrawSubmit } from './withdrawals';
import { login, loginVerification, logout, rsaKey } from './session';
import { smsSend } from './sms';
import {
  country,
  domainRoute,
  downloadLinks,
  errorReport,
  launchSettings,
  manifest,
  ping,
  support,
  systemStatus,
  trackEvents,
} from './system';

/**
 * The one route table: every call of contract/src/calls.ts and its handler. Method, path, encryption, auth and
 * schemas come from the contract; a call without a handler does not compile. Handlers call
 * services and let their refusals through: the table answers them (routes/refusals.ts).
 */
export const routeTable: RouteTable = answeringRefusals({
  rsaKey,
  login,
  loginVerification,
  // Same method and path as login: the login handler answers type 'firebase'.
  socialLogin: { sharedWith: 'login' },
  socialRegister,
  register,
  registerMobile,
  autoUsername,
  smsSend,
  systemStatus,
  country,
  domainRoute,
  geetest,
  captchaImage,
  ping,
  support,
  memberInfo,
  memberLanguage,
  manifest,
  relay,
  launchGame,
  launchSettings,
  downloadLinks,
  trackEvents,
  errorReport,
  changePassword,
  logout,
  depositSubmit,
  feedbackSubmit,
  withdrawSubmit,
  withdrawPasswordSet,
  payoutAccountAdd,
});

/** Calls fetched by the browser itself (no custom headers): the merchant comes from this query parameter. */
export const MERCHANT_FROM_QUERY: Partial<Record<CallName, string>> = {
  manifest: 'merchantCode',
  // The fastest-domain race pings the merchant's other domains straight from the page (web ping-domain.ts).
  ping: 'merchantCode',
};
