import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { describe, expect, it } from 'vitest';
import { accessNoticeHtml, accessNoticeText, type AccessNotice } from './access-notice';

describe('the access notices of the pages', () => {
  const notices: AccessNotice[] = ['maintenance', 'ip', 'region'];

  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'EN'))('have words of their own in %s', (language) => {
    for (const notice of notices) {
      const text = accessNoticeText(notice, language);
      expect(text).not.toEqual(accessNoticeText(notice, 'EN'));
      expect(text.title.trim()).not.toBe('');
      expect(text.text.trim()).not.toBe('');
    }
  });

  it('reads English in a language it has no words for, and writes Urdu right to left', () => {
    expect(accessNoticeText('maintenance', 'XX').title).toBe('System maintenance');
    expect(accessNoticeHtml('region', 'UR', 'n')).toContain('dir="rtl"');
    expect(accessNoticeHtml('region', 'EN', 'n0nce')).toContain('<style nonce="n0nce">');
  });
});
