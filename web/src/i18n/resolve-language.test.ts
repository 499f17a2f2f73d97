// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { isRtl, resolveLanguage } from './resolve-language';

describe('resolveLanguage: stored setting, else browser language, default English', () => {
  it.each([
    ['a stored supported setting wins over the browser', 'JA', ['ko-KR'], 'JA'],
    ['the stored setting compares case-insensitively', 'pt-br', ['en-US'], 'PT-BR'],
    ['an unsupported stored setting is ignored', 'XX', ['ko-KR'], 'KO'],
    ['without a stored setting the browser language is used', null, ['th-TH'], 'TH'],
    ['Chinese of mainland China maps to CN', null, ['zh-CN'], 'CN'],
    ['plain Chinese maps to CN', null, ['zh'], 'CN'],
    ['simplified script maps to CN', null, ['zh-Hans-SG'], 'CN'],
    ['Chinese of Taiwan maps to TW', null, ['zh-TW'], 'TW'],
    ['Chinese of Hong Kong maps to TW', null, ['zh-HK'], 'TW'],
    ['traditional script maps to TW', null, ['zh-Hant'], 'TW'],
    ['Tagalog maps to TY', null, ['tl'], 'TY'],
    ['Filipino maps to TY', null, ['fil-PH'], 'TY'],
    ['English of the Philippines maps to TY', null, ['en-PH'], 'TY'],
    ['Brazilian Portuguese maps to PT-BR', null, ['pt-BR'], 'PT-BR'],
    ['Portuguese of Portugal maps to PT', null, ['pt-PT'], 'PT'],
    ['Latin-script Urdu maps to UR-LA', null, ['ur-Latn-PK'], 'UR-LA'],
    ['Urdu maps to UR', null, ['ur-PK'], 'UR'],
    ['the first supported browser language wins', null, ['de-DE', 'vi-VN', 'en-US'], 'VI'],
    ['no supported language falls back to English', null, ['de-DE', 'it'], 'EN'],
    ['no browser language falls back to English', undefined, [], 'EN'],
  ])('%s', (_rule, stored, browser, expected) => {
    expect(resolveLanguage(stored, browser)).toBe(expected);
  });

  it('every interface language is reachable from the stored setting', () => {
    for (const code of INTERFACE_LANGUAGES) expect(resolveLanguage(code, [])).toBe(code);
  });
});

describe('right-to-left layout', () => {
  it('Urdu is right to left; Latin-script Urdu and English are not', () => {
    expect(isRtl('UR')).toBe(true);
    expect(isRtl('UR-LA')).toBe(false);
    expect(isRtl('EN')).toBe(false);
  });
});
