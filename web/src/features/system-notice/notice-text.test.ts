// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { END_TIME_FORMAT, formatEndTime, isEnglish, maintenanceDescription } from './notice-text';

describe('maintenanceDescription: the description, with the English copy when it is not in English (entry §2)', () => {
  it.each<[string, string, string, string, ReturnType<typeof maintenanceDescription>]>([
    [
      'no description: the default text in the player language, English: no copy',
      '',
      'EN',
      'EN',
      { custom: null, language: 'EN', englishCopy: false },
    ],
    [
      'no description: the default text in the player language, Vietnamese: the English copy',
      '',
      'VI',
      'VI',
      { custom: null, language: 'VI', englishCopy: true },
    ],
    [
      'a blank description counts as none',
      '   ',
      'CN',
      'UR',
      { custom: null, language: 'UR', englishCopy: true },
    ],
    [
      "the server's description in Vietnamese: shown, with the English copy",
      'Bảo trì',
      'VI',
      'EN',
      { custom: 'Bảo trì', language: 'VI', englishCopy: true },
    ],
    [
      "the server's description in English: no copy, whatever the player language",
      'Back soon',
      'EN',
      'CN',
      { custom: 'Back soon', language: 'EN', englishCopy: false },
    ],
  ])('%s', (_rule, description, descriptionLanguage, interfaceLanguage, expected) => {
    expect(
      maintenanceDescription(
        { maintenanceDescription: description, maintenanceDescriptionLanguage: descriptionLanguage },
        interfaceLanguage,
      ),
    ).toEqual(expected);
  });
});

describe('isEnglish', () => {
  it.each([
    ['EN', true],
    ['en', true],
    ['en-US', true],
    ['en_GB', true],
    ['ES', false],
    ['UR-LA', false],
    ['ENX', false],
  ])('%s: %s', (code, expected) => {
    expect(isEnglish(code)).toBe(expected);
  });
});

describe('formatEndTime: the local date and time, in the interface language', () => {
  const end = Date.UTC(2030, 0, 2, 15, 30);

  it('uses the time zone of the player (Manila is 8 hours ahead of UTC)', () => {
    const shown = formatEndTime(end, 'EN', 'Asia/Manila');
    expect(shown).toMatch(/Jan 2, 2030/);
    expect(shown).toMatch(/11:30\sPM/);
    expect(formatEndTime(end, 'EN', 'UTC')).toMatch(/3:30\sPM/);
  });

  it("in the interface language's locale (VI → vi-VN, TY → fil, UR-LA → ur-Latn)", () => {
    for (const [code, locale] of [
      ['VI', 'vi-VN'],
      ['CN', 'zh-CN'],
      ['TY', 'fil'],
      ['UR-LA', 'ur-Latn'],
    ] as const) {
      expect(formatEndTime(end, code, 'Asia/Manila')).toBe(
        new Intl.DateTimeFormat(locale, { ...END_TIME_FORMAT, timeZone: 'Asia/Manila' }).format(end),
      );
    }
    expect(formatEndTime(end, 'VI', 'Asia/Manila')).not.toBe(formatEndTime(end, 'EN', 'Asia/Manila'));
  });

  it('without a time zone: the device one', () => {
    expect(formatEndTime(end, 'EN')).toBe(new Intl.DateTimeFormat('en-US', END_TIME_FORMAT).format(end));
  });
});
