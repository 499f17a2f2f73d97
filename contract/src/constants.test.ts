import { describe, expect, it } from 'vitest';
import {
  AGENT_MEMBER_TYPES,
  INTERFACE_LANGUAGES,
  LANGUAGE_CODE_MAP,
  RESTRICTED_MEMBER_TYPE,
  TRACKING_QUERY_PARAMS,
  VALID_MEMBER_TYPES,
} from './constants';

describe('business constants of the spec', () => {
  it('23 interface languages, in the spec order', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(23);
    expect(INTERFACE_LANGUAGES.join(' ')).toBe(
      'CN EN ES HI ID JA KM KO MY TA TH TW VI TY UR PT PT-BR MS BN TR FR NE UR-LA',
    );
  });

  it('the language code map of the spec', () => {
    expect(LANGUAGE_CODE_MAP).toEqual({
      EN: 'en-US',
      CN: 'zh-CN',
      TW: 'zh-HK',
      RU: 'ru-RU',
      TH: 'th-TH',
      VI: 'vi-VN',
      JA: 'ja-JP',
      PT: 'pt',
      ES: 'es',
      AR: 'ar',
    });
  });

  it('member types: 0, 1, 2 valid; 1 and 2 agents; 4 restricted', () => {
    expect(VALID_MEMBER_TYPES).toEqual([0, 1, 2]);
    expect(AGENT_MEMBER_TYPES).toEqual([1, 2]);
    expect(RESTRICTED_MEMBER_TYPE).toBe(4);
  });

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
});
