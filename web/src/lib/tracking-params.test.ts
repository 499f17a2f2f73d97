// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { campaignFromSearch, keepTrackingParams } from './tracking-params';

describe('navigation keeps the tracking query parameters together with stored campaign values', () => {
  it('reads every tracking parameter of the spec and nothing else', () => {
    const search =
      '?affiliateCode=a&referralCode=b&r=c&inApp=1&fbclid=f&gclid=g&ttclid=t&kwaiclid=k&bbg=1&isBgeTest=0&cid=9&other=x';
    expect(campaignFromSearch(search)).toEqual({
      affiliateCode: 'a',
      referralCode: 'b',
      r: 'c',
      inApp: '1',
      fbclid: 'f',
      gclid: 'g',
      ttclid: 't',
      kwaiclid: 'k',
      bbg: '1',
      isBgeTest: '0',
      cid: '9',
    });
  });

  it.each([
    ['current parameters carry over', '', '?affiliateCode=A&x=1', {}, '?affiliateCode=A'],
    ['stored campaign values carry over', '', '', { gclid: 'G' }, '?gclid=G'],
    ['the current URL wins over the store', '', '?r=now', { r: 'old' }, '?r=now'],
    ['the target value wins', '?r=target', '?r=now', {}, '?r=target'],
    ['the target query stays', '?id=5', '?fbclid=F', {}, '?id=5&fbclid=F'],
    ['nothing to keep leaves no query', '', '?x=1', {}, ''],
  ])('%s', (_rule, target, current, stored, expected) => {
    expect(keepTrackingParams(target, current, stored)).toBe(expected);
  });
});
