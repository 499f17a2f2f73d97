// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changePasswordProblems,
  loginProblems,
  mobileRegistrationProblems,
  newPasswordProblems,
  registrationProblems,
} from './credential-problems';
import { hasProblems } from '../../hooks/use-form';

describe('registration form: the contract rules, with the same message keys the server uses', () => {
  it.each([
    [
      'a valid form has no problems',
      { username: 'player_01', password: 'Secret99', confirm: 'Secret99' },
      {},
    ],
    [
      'every field is required',
      { username: ' ', password: '', confirm: '' },
      { username: 'field_required', password: 'field_required', confirm: 'field_required' },
    ],
    [
      'a username starting with a digit breaks the rule',
      { username: '1player', password: 'Secret99', confirm: 'Secret99' },
      { username: 'username_rule' },
    ],
    [
      'a username of 3 characters is too short',
      { username: 'abc', password: 'Secret99', confirm: 'Secret99' },
      { username: 'username_rule' },
    ],
    [
      'upper case is accepted: usernames are case-insensitive',
      { username: 'Player01', password: 'Secret99', confirm: 'Secret99' },
      {},
    ],
    [
      'a password without a digit breaks the rule',
      { username: 'player', password: 'Secretpw', confirm: 'Secretpw' },
      { password: 'password_rule' },
    ],
    [
      'a password of 5 characters is too short',
      { username: 'player', password: 'Ab123', confirm: 'Ab123' },
      { password: 'password_rule' },
    ],
    [
      'the confirmation must match',
      { username: 'player', password: 'Secret99', confirm: 'Secret98' },
      { confirm: 'password_mismatch' },
    ],
  ])('%s', (_rule, form, expected) => {
    const problems = registrationProblems(form);
    expect(problems).toEqual(expected);
    expect(hasProblems(problems)).toBe(Object.keys(expected).length > 0);
  });
});

describe('change password: the new password differs from the current one', () => {
  it('the same password is refused', () => {
    expect(newPasswordProblems('Secret99', 'Secret99', 'Secret99')).toEqual({
      password: 'new_password_same',
    });
  });
  it('a different valid password passes', () => {
    expect(newPasswordProblems('Secret98', 'Secret98', 'Secret99')).toEqual({});
  });
});

describe('login form: both fields are required, the server judges the credentials', () => {
  it.each([
    ['both filled passes', { username: 'x', password: 'y' }, {}],
    ['a blank username is marked', { username: '  ', password: 'y' }, { username: 'field_required' }],
    ['an empty password is marked', { username: 'x', password: '' }, { password: 'field_required' }],
  ])('%s', (_rule, form, expected) => {
    expect(loginProblems(form)).toEqual(expected);
  });
});

describe('change-password form', () => {
  it('the current password is required', () => {
    expect(changePasswordProblems({ current: '', password: 'Secret98', confirm: 'Secret98' })).toEqual({
      current: 'field_required',
    });
  });
  it('a valid change passes', () => {
    expect(
      changePasswordProblems({ current: 'Secret99', password: 'Secret98', confirm: 'Secret98' }),
    ).toEqual({});
  });
});

describe('registration by mobile: the number by the contract rule; a password only with the mobile-password option', () => {
  it.each([
    ['a number alone is enough without the option', { mobile: '9171234567' }, false, {}],
    ['spaces and dashes are allowed while typing', { mobile: '917 123-4567' }, false, {}],
    ['the number is required', { mobile: '  ' }, false, { mobile: 'field_required' }],
    ['letters break the rule', { mobile: '917abc4567' }, false, { mobile: 'mobile_rule' }],
    ['5 digits are too few', { mobile: '12345' }, false, { mobile: 'mobile_rule' }],
    ['16 digits are too many', { mobile: '1'.repeat(16) }, false, { mobile: 'mobile_rule' }],
    [
      'with the option the password is required',
      { mobile: '9171234567' },
      true,
      { password: 'field_required', confirm: 'field_required' },
    ],
    [
      'with the option the password follows the rule',
      { mobile: '9171234567', password: 'letters', confirm: 'letters' },
      true,
      { password: 'password_rule' },
    ],
    [
      'with the option a valid password passes',
      { mobile: '9171234567', password: 'Secret99', confirm: 'Secret99' },
      true,
      {},
    ],
    [
      'without the option the password fields are not checked',
      { mobile: '9171234567', password: 'x', confirm: 'y' },
      false,
      {},
    ],
    [
      'the SMS code that proves the number is required',
      { mobile: '9171234567', code: '  ' },
      false,
      { code: 'field_required' },
    ],
  ])('%s', (_rule, f, withPassword, expected) => {
    expect(
      mobileRegistrationProblems({ password: '', confirm: '', code: '123456', ...f }, withPassword),
    ).toEqual(expected);
  });
});
