import { describe, expect, it } from 'vitest';
import { smsLoginProblems, smsSendProblems } from './sms-problems';

describe('sending an SMS code needs a non-empty mobile number', () => {
  it.each<[string, string, object]>([
    ['empty: refused', '', { mobile: 'field_required' }],
    ['only spaces: refused', '   ', { mobile: 'field_required' }],
    ['a number: sent', '9171234567', {}],
  ])('%s', (_, mobile, expected) => {
    expect(smsSendProblems({ mobile })).toEqual(expected);
  });
});

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
