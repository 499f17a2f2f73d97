// @vitest-environment node
import { describe, expect, it } from 'vitest';
import EN from './locales/EN.json';
import { PSEUDO_EXPANSION, pseudoLocale, pseudoString } from './pseudo-locale';

const placeholders = (s: string) => s.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
/** The text a player reads, without the placeholders (filled at run time). */
const visible = (s: string) => s.replace(/\{\{\s*\w+\s*\}\}/g, '');

describe('the pseudo-locale of the tests', () => {
  it.each([
    ['letters are accented, the rest kept', 'Log in', '[Ĺóĝ íñ ĺóŕ]'],
    ['digits and punctuation are kept', 'Code: 42!', '[Çóđé: 42! ĺóŕé]'],
    ['placeholders are kept as they are', 'Hi {{name}}', '[Ĥí {{name}} ĺó]'],
    ['a placeholder with spaces too', 'Wait {{ seconds }} s', '[Ŵáíŧ {{ seconds }} š ĺóŕ]'],
    ['an empty string stays empty', '', ''],
  ])('%s', (_rule, english, expected) => {
    expect(pseudoString(english)).toBe(expected);
  });

  it.each(Object.entries(EN))(
    '%s: longer by the expansion, same placeholders, no plain letter',
    (_key, english) => {
      const pseudo = pseudoString(english);
      expect(visible(pseudo).length).toBeGreaterThanOrEqual(visible(english).length * (1 + PSEUDO_EXPANSION));
      expect(placeholders(pseudo)).toEqual(placeholders(english));
      expect(visible(pseudo)).not.toMatch(/[A-Za-z]/);
    },
  );

  it('has every key of EN', () => {
    expect(Object.keys(pseudoLocale(EN))).toEqual(Object.keys(EN));
  });
});
