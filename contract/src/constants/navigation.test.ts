import { expect, it } from 'vitest';
import { TRACKING_QUERY_PARAMS } from './navigation';

it('the tracking query parameters navigation keeps', () => {
  expect([...TRACKING_QUERY_PARAMS].sort()).toEqual(
    [
      'affiliateCode',
      'referralCode',
      'r',
      'inApp',
      'fbclid',
      'gclid',
      'ttclid',
      'kwaiclid',
      'bbg',
      'isBgeTest',
      'cid',
    ].sort(),
  );
});
