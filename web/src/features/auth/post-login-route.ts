/** What decides where a player goes after signing in (entry-signin-install §2, routing rules). */
export interface PostLoginFacts {
  /** How the player signed in: the rule applies to password logins only, not SMS or social ones. */
  loginType: 'username' | 'sms' | 'firebase';
  /** The password the player typed. */
  password: string;
  /** The merchant's default password (settings.register.defaultMobilePassword). */
  defaultPassword: string;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3: forced change of an expired password. */
  forceChangeWhenExpired: boolean;
  firstTimeLogin: boolean;
}

export type ChangePasswordReason = 'default' | 'expired' | 'first';

/** Why the player must change the password now, or null when the player goes home. */
export const changePasswordReason = (f: PostLoginFacts): ChangePasswordReason | null => {
  if (f.loginType !== 'username') return null;
  if (f.defaultPassword !== '' && f.password === f.defaultPassword) return 'default';
  if (f.passwordExpired && f.forceChangeWhenExpired) return 'expired';
  if (f.firstTimeLogin) return 'first';
  return null;
};

/** The route after a login: /changePsw when a change is due, otherwise /home (paths under the /m basename). */
export const postLoginRoute = (f: PostLoginFacts): '/changePsw' | '/home' =>
  changePasswordReason(f) ? '/changePsw' : '/home';
