// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeOf } from './locale-of';

describe('locale of an interface language', () => {
  it.each([
    ['EN', 'en-US'],
    ['CN', 'zh-CN'],
    ['TW', 'zh-HK'],
    ['VI', 'vi-VN'],
    ['TY', 'fil'],
    ['UR-LA', 'ur-Latn'],
    ['PT-BR', 'pt-BR'],
    ['KM', 'km'],
  ])('%s → %s', (code, expected) => {
    expect(localeOf(code)).toBe(expected);
    expect(() => new Intl.Locale(localeOf(code))).not.toThrow();
  });
});
