import type { Problems } from '../../../hooks/use-form';

/** §5: sending an SMS code needs a non-empty mobile number. */
export const smsSendProblems = (f: { mobile: string }): Problems<'mobile'> =>
  f.mobile.trim() ? {} : { mobile: 'field_required' };

/** The SMS login: the mobile number and the code it received; the server judges the code. */
export const smsLoginProblems = (f: { mobile: string; code: string }): Problems<'mobile' | 'code'> => ({
  ...smsSendProblems(f),
  ...(f.code.trim() ? {} : { code: 'field_required' }),
});
