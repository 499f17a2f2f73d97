import { describe, expect, it } from 'vitest';
import { smsLoginProblems } from './sms-problems';

describe('the SMS login needs the mobile number and the code', () => {
  it.each<[string, { mobile: string; code: string }, object]>([
    ['both given', { mobile: '9171234567', code: '123456' }, {}],
    ['no code', { mobile: '9171234567', code: ' ' }, { code: 'field_required' }],
    ['no mobile', { mobile: '', code: '123456' }, { mobile: 'field_required' }],
    ['neither', { mobile: '', code: '' }, { mobile: 'field_required', code: 'field_required' }],
  ])('%s', (_, form, expected) => {
    expect(smsLoginProblems(form)).toEqual(expected);
  });
});
