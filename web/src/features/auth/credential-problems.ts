import {
  isValidPassword,
  isValidUsername,
  MOBILE_RULE,
  PASSWORD_RULE,
  USERNAME_RULE,
} from '@app/contract/credentials';
import type { Problems } from '../../hooks/use-form';
import type { MessageKey } from '../../i18n/keys';

/** A new password and its confirmation, by the contract's password rule (the server checks the same rule). */
export const newPasswordProblems = (
  password: string,
  confirm: string,
  current?: string,
): Problems<'password' | 'confirm'> => {
  const problems: Problems<'password' | 'confirm'> = {};
  if (!password) problems.password = 'field_required';
  else if (!isValidPassword(password)) problems.password = PASSWORD_RULE.messageKey;
  else if (current !== undefined && password === current) problems.password = 'new_password_same';
  if (!confirm) problems.confirm = 'field_required';
  else if (password && confirm !== password) problems.confirm = 'password_mismatch';
  return problems;
};

export const registrationProblems = (f: {
  username: string;
  password: string;
  confirm: string;
}): Problems<'username' | 'password' | 'confirm'> => {
  const problems: Problems<'username' | 'password' | 'confirm'> = newPasswordProblems(f.password, f.confirm);
  if (!f.username.trim()) problems.username = 'field_required';
  else if (!isValidUsername(f.username)) problems.username = USERNAME_RULE.messageKey;
  return problems;
};

/** A mobile number without the dialling code, by the contract's rule; spaces and dashes are allowed in it. */
export const mobileProblem = (mobile: string): MessageKey | undefined => {
  const digits = mobile.replace(/[\s-]/g, '');
  if (!digits) return 'field_required';
  return MOBILE_RULE.pattern.test(digits) ? undefined : MOBILE_RULE.messageKey;
};

/**
 * Registration by mobile: the number, the SMS code that proves it, and a password by the rule only with the
 * mobile-password option.
 */
export const mobileRegistrationProblems = (
  f: { mobile: string; code: string; password: string; confirm: string },
  withPassword: boolean,
): Problems<'mobile' | 'code' | 'password' | 'confirm'> => {
  const problems: Problems<'mobile' | 'code' | 'password' | 'confirm'> = withPassword
    ? newPasswordProblems(f.password, f.confirm)
    : {};
  const mobile = mobileProblem(f.mobile);
  if (mobile) problems.mobile = mobile;
  if (!f.code.trim()) problems.code = 'field_required';
  return problems;
};

/** The login form: both fields are required; the server judges the credentials. */
export const loginProblems = (f: {
  username: string;
  password: string;
}): Problems<'username' | 'password'> => {
  const problems: Problems<'username' | 'password'> = {};
  if (!f.username.trim()) problems.username = 'field_required';
  if (!f.password) problems.password = 'field_required';
  return problems;
};

/** The change-password form: the current password, and a new one by the rule that differs from it. */
export const changePasswordProblems = (
  f: { current: string; password: string; confirm: string },
  asksCurrent = true,
): Problems<'current' | 'password' | 'confirm'> =>
  asksCurrent
    ? {
        ...newPasswordProblems(f.password, f.confirm, f.current),
        ...(f.current ? {} : { current: 'field_required' }),
      }
    : newPasswordProblems(f.password, f.confirm);
