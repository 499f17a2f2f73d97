import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@app/contract/constants';

const dir = join(__dirname, 'locales');
const load = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8'));
const EN = load('EN');
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('all 23 interface languages are registered, each with every string', () => {
  it('there is one locale file per interface language and no other', () => {
    const files = readdirSync(dir).map((f) => f.replace(/\.json$/, ''));
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
