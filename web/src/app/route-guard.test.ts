// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeAccess, searchWithoutToken, tokenFromQuery } from './route-guard';

describe('route guard: a protected route without a token redirects to /m/login', () => {
  it.each([
    ['member home without a token goes to login', '/member/home', false, { kind: 'redirect', to: '/login' }],
    [
      'change password without a token goes to login',
      '/changePsw',
      false,
      { kind: 'redirect', to: '/login' },
    ],
    ['deposit needs login', '/voucherCenter', false, { kind: 'redirect', to: '/login' }],
    ['withdrawal needs login', '/withdraw', false, { kind: 'redirect', to: '/login' }],
    ['reward centre needs login', '/rewardCenter', false, { kind: 'redirect', to: '/login' }],
    ['point market needs login', '/mall/mallHome', false, { kind: 'redirect', to: '/login' }],
    ['mission needs login', '/leaderBoard', false, { kind: 'redirect', to: '/login' }],
    ['add bank card needs login', '/securityCenter/addBankCard', false, { kind: 'redirect', to: '/login' }],
    [
      'a trailing slash does not escape the guard',
      '/member/home/',
      false,
      { kind: 'redirect', to: '/login' },
    ],
    ['feedback without a session goes to home', '/feedback', false, { kind: 'redirect', to: '/home' }],
    ['home is public', '/home', false, { kind: 'allow' }],
    ['login is public', '/login', false, { kind: 'allow' }],
    ['the referral page is public and needs no token', '/inviteFriends', false, { kind: 'allow' }],
    ['VIP benefits are open to guests', '/member/benefits', false, { kind: 'allow' }],
    ['with a token a protected route is allowed', '/member/home', true, { kind: 'allow' }],
    ['with a session feedback is allowed', '/feedback', true, { kind: 'allow' }],
  ])('%s', (_rule, path, hasToken, expected) => {
    expect(routeAccess(path, hasToken)).toEqual(expected);
  });
});

describe('the token is taken from the query parameter token or tokens', () => {
  it.each([
    ['token', '?token=abc', 'abc'],
    ['tokens', '?tokens=xyz', 'xyz'],
    ['token before tokens', '?tokens=b&token=a', 'a'],
    ['none', '?r=1', null],
    ['blank', '?token=%20', null],
  ])('%s', (_rule, search, expected) => {
    expect(tokenFromQuery(search)).toBe(expected);
  });

  it('the token parameters are removed from the address, other parameters stay', () => {
    expect(searchWithoutToken('?token=a&tokens=b&affiliateCode=x')).toBe('?affiliateCode=x');
    expect(searchWithoutToken('?token=a')).toBe('');
  });
});
