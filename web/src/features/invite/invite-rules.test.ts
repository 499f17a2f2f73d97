import { describe, expect, it } from 'vitest';
import {
  claimFailureKey,
  guestInviteView,
  linkCode,
  memberInviteView,
  referralLink,
  shareMethod,
} from './invite-rules';

describe('the invite page rules', () => {
  it.each([
    [true, 'how-it-works'],
    [null, 'how-it-works'],
    [false, 'coming-soon'],
  ] as const)('a guest with the merchant referral %s sees %s', (enabled, view) => {
    expect(guestInviteView(enabled)).toBe(view);
  });

  it.each([
    [{ merchant: true, member: true }, 'open'],
    [{ merchant: false, member: true }, 'closed-merchant'],
    [{ merchant: false, member: false }, 'closed-merchant'],
    [{ merchant: true, member: false }, 'closed-member'],
  ] as const)('a member with switches %o sees %s', (switches, view) => {
    expect(memberInviteView(switches)).toBe(view);
  });

  it('links to the public invite page with the code', () => {
    expect(referralLink('https://www.demo.example', 'AB2C3D4E')).toBe(
      'https://www.demo.example/m/inviteFriends?referralCode=AB2C3D4E',
    );
  });

  it.each([
    [{ share: () => undefined }, 'share'],
    [{}, 'copy'],
    [{ share: 'nope' }, 'copy'],
  ] as const)('shares through %o by %s', (nav, method) => {
    expect(shareMethod(nav)).toBe(method);
  });

  it.each([
    ['ab2c3d4e', 'AB2C3D4E'],
    [' K7M2P9Q4 ', 'K7M2P9Q4'],
    [null, null],
    ['', null],
    ['x<y>', null],
    ['A'.repeat(17), null],
  ])('reads the link code %s as %s', (value, code) => {
    expect(linkCode(value)).toBe(code);
  });

  it.each([
    ['referral.closed', 'invite_error_closed'],
    ['referral.reward.unavailable', 'invite_error_reward'],
    ['server.error', null],
    [null, null],
  ])('words a claim refused with %s as %s', (code, key) => {
    expect(claimFailureKey(code)).toBe(key);
  });
});
