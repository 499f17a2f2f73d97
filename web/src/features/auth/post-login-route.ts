import type { AppTarget } from '../../lib/route-table';

/** What decides where a player goes after signing in (entry §2, routing rules). */
export interface PostLoginFacts {
  /** How the player signed in: the rule applies to password logins only, not SMS or social ones. */
  loginType: 'username' | 'sms' | 'firebase';
  /** The server says the password is the merchant's default one (the client never knows that password). */
  passwordIsDefault: boolean;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3: forced change of an expired password. */
  forceChangeWhenExpired: boolean;
  firstTimeLogin: boolean;
}

export type ChangePasswordReason = 'default' | 'expired' | 'first';

/** Why the player must change the password now, or null when the player goes home. */
export const changePasswordReason = (f: PostLoginFacts): ChangePasswordReason | null => {
  if (f.loginType !== 'username') return null;
  if (f.passwordIsDefault) return 'default';
  if (f.passwordExpired && f.forceChangeWhenExpired) return 'expired';
  if (f.firstTimeLogin) return 'first';
  return null;
};

/** The route after a login: /changePsw (saying why) when a change is due, otherwise /home (under /m). */
export const postLoginRoute = (f: PostLoginFacts): AppTarget => {
  const reason = changePasswordReason(f);
  return reason ? `/changePsw?reason=${reason}` : '/home';
};
