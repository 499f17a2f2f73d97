// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';

const DIR = join(__dirname, 'locales');
const load = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, `${code}.json`), 'utf8'));
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('all 23 interface languages are registered, each with every string', () => {
  const EN = load('EN');

  it('there is one locale file per interface language and no other', () => {
    const files = readdirSync(DIR).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it.each(INTERFACE_LANGUAGES.filter((c) => c !== 'EN'))(
    '%s has every key of EN, none empty, same placeholders',
    (code) => {
      const locale = load(code);
      expect(Object.keys(locale).sort()).toEqual(Object.keys(EN).sort());
      for (const [key, value] of Object.entries(locale)) {
        expect(value.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(EN[key] ?? ''));
      }
    },
  );
});

// WCAG 2.5.3 (label in name): a button whose accessible name is a longer string than its visible text says that
// text within it, so that voice control finds the button by what it shows.
const LABEL_IN_NAME = [
  ['game_try', 'game_try_named'],
  ['game_see_all', 'game_see_all_named'],
  ['bound_identity_remove', 'bound_identity_remove_label'],
] as const;

it.each(INTERFACE_LANGUAGES)('%s: a named button’s name holds its visible text', (code) => {
  const strings = load(code);
  for (const [shown, named] of LABEL_IN_NAME) {
    expect(strings[named]?.toLocaleLowerCase(), `${code} ${named}`).toContain(
      strings[shown]?.toLocaleLowerCase(),
    );
  }
});
