import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, LANGUAGE_CODE_MAP } from './language';

describe('the languages of the spec', () => {
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
});
