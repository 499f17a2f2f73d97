import { relayNameSchema, type CallName } from '@app/contract/calls';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import { notAvailable, type CallHandler, type RouteTable } from '../http/call-handler';
import { message } from '../http/messages';
import { changePassword, memberInfo, memberLanguage } from './member';
import { autoUsername, register, registerMobile } from './register';
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

/** POST /wps/relay/:name: the name must be one of the contract's relay names; none is built yet. */
const relay: CallHandler<'relay'> = async (ctx) => {
  const name = relayNameSchema.safeParse(ctx.params.name);
  if (!name.success) {
    throw new ApiError(404, CONTRACT_ERROR.notFound, `Unknown relay call "${ctx.params.name ?? ''}".`);
  }
  throw new ApiError(
    404,
    CONTRACT_ERROR.notFound,
    message(ctx.language, 'notAvailable', { what: `The relay call ${name.data}` }),
  );
};

/**
 * The one route table: every call of contract/calls.ts and its handler. Method, path, encryption, auth and
 * schemas come from the contract; later work replaces a `notAvailable` entry with a handler.
 */
export const routeTable: RouteTable = {
  rsaKey,
  login,
  loginVerification,
  // Same method and path as login: the login handler answers type 'firebase'.
  socialLogin: { sharedWith: 'login' },
  socialRegister: notAvailable('Social registration'),
  register,
  registerMobile,
  autoUsername,
  smsSend,
  systemStatus,
  country,
  domainRoute,
  geetest: notAvailable('Geetest captcha'),
  ping,
  support,
  memberInfo,
  memberLanguage,
  manifest,
  relay,
  launchGame: notAvailable('Game launch'),
  launchSettings,
  downloadLinks,
  trackEvents,
  errorReport,
  changePassword,
  logout,
};

/** Calls fetched by the browser itself (no custom headers): the merchant comes from this query parameter. */
export const MERCHANT_FROM_QUERY: Partial<Record<CallName, string>> = { manifest: 'merchantCode' };
