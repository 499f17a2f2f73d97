import { REGISTERED_MEMBER_TYPE } from '@app/contract/constants/member';
import type { LoginValue } from '@app/contract/calls';
import type { SessionInfo } from '../../lib/session-info';

/** The fields of a sign-in answer the session keeps. */
export type SignInAnswer = Pick<LoginValue, 'id' | 'token' | 'userName' | 'customerType' | 'firstTimeLogin'>;

/** The session info (§3: id, token, merchantCode, userName, type from customerType, firstTimeLogin). */
export const sessionInfoFrom = (answer: SignInAnswer, merchantCode: string): SessionInfo => ({
  id: answer.id,
  token: answer.token,
  merchantCode,
  userName: answer.userName,
  type: answer.customerType,
  firstTimeLogin: answer.firstTimeLogin,
});

/**
 * A registration with login as a sign-in answer: a normal member (the type is renewed from member info) on
 * a first login (§4: "On success: the first-time-login flag is set").
 */
export const registeredAnswer = (value: { id: number; userName: string; token: string }): SignInAnswer => ({
  ...value,
  customerType: REGISTERED_MEMBER_TYPE,
  firstTimeLogin: true,
});
