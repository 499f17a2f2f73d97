// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { InterfaceLanguage } from '@app/contract/constants/language';
import { languageChoice, offeredLanguages } from './language-choice';

describe("offeredLanguages: the merchant's languages the interface has, in the merchant's order", () => {
  it.each<[string, unknown, InterfaceLanguage[]]>([
    ['as the merchant lists them', ['TH', 'EN', 'VI'], ['TH', 'EN', 'VI']],
    ['codes in any case, trimmed', ['th', ' pt-br ', 'Ur-La'], ['TH', 'PT-BR', 'UR-LA']],
    ['each once', ['EN', 'en', 'TH', 'EN'], ['EN', 'TH']],
    ['unknown codes and garbage left out', ['XX', 'EN', 42, null, {}, '', 'RU'], ['EN']],
    ['not a list: none', 'EN,TH', []],
    ['missing: none', undefined, []],
  ])('%s', (_, languages, expected) => {
    expect(offeredLanguages(languages)).toEqual(expected);
  });
});

describe('languageChoice: the language must be in the supported list, otherwise the fallback or the first entry (signed-in §4, §5)', () => {
  it.each<[string, string | null | undefined, InterfaceLanguage[], InterfaceLanguage]>([
    ['in the supported list: that language', 'TH', ['EN', 'TH'], 'TH'],
    ['case-insensitive: th is TH', 'th', ['EN', 'TH'], 'TH'],
    ['case-insensitive: pt-br is PT-BR', ' pt-br', ['PT-BR', 'EN'], 'PT-BR'],
    ['an interface language the merchant does not offer: the fallback, English', 'JA', ['TH', 'EN'], 'EN'],
    ['unknown garbage: the fallback, English', 'klingon', ['TH', 'EN'], 'EN'],
    ['nothing: the fallback, English', null, ['TH', 'EN'], 'EN'],
    ['not offered, and English not offered either: the first entry', 'JA', ['VI', 'TH'], 'VI'],
    ['garbage, English not offered: the first entry', '<script>', ['TH'], 'TH'],
    ['the merchant offers no language the interface has: English, the interface default', 'TH', [], 'EN'],
  ])('%s', (_, code, offered, expected) => {
    expect(languageChoice(code, offered)).toBe(expected);
  });
});
