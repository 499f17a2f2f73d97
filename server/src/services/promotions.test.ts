import { describe, expect, it } from 'vitest';
import { availablePromotions, type AvailablePromotions } from './promotions';

describe('availablePromotions (signed-in §3: global and personal availability)', () => {
  const GLOBAL = { APP_DOWNLOAD: { enabled: true, count: 2 }, REFERRAL: { enabled: false, count: 0 } };
  const rows: [
    rule: string,
    member: { referral_enabled: number } | null,
    personal: AvailablePromotions['personal'],
  ][] = [
    ['a guest has no personal availability', null, null],
    [
      'a member with referral on: both personal',
      { referral_enabled: 1 },
      { APP_DOWNLOAD: true, REFERRAL: true },
    ],
    [
      'a member an admin turned referral off for: no personal REFERRAL',
      { referral_enabled: 0 },
      { APP_DOWNLOAD: true, REFERRAL: false },
    ],
  ];
  it.each(rows)('%s; the global part is the merchant’s either way', (_rule, member, personal) => {
    expect(availablePromotions(GLOBAL, member)).toEqual({ ...GLOBAL, personal });
  });
});
