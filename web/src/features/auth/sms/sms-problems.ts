import type { Problems } from '../../../hooks/use-form';
import { smsSendProblems } from '../../verification';

/** The SMS login: the mobile number and the code it received; the server judges the code. */
export const smsLoginProblems = (f: { mobile: string; code: string }): Problems<'mobile' | 'code'> => ({
  ...smsSendProblems(f),
  ...(f.code.trim() ? {} : { code: 'field_required' }),
});
