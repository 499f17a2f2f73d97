// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { LANGUAGE_NAMES } from './language-names';

const firstStrings = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../i18n/locales', `${code}.json`), 'utf8'));

describe("the picker's button names the current language by its own name, as the list does", () => {
  it.each(INTERFACE_LANGUAGES)('%s', (code) => {
    const label = firstStrings(code).language_button ?? '';
    expect(label.endsWith(LANGUAGE_NAMES[code])).toBe(true);
    // And the label says what the button is before the name ("Language: …").
    expect(label.length).toBeGreaterThan(LANGUAGE_NAMES[code].length + 1);
  });
});
