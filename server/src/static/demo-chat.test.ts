import { INTERFACE_LANGUAGES } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { chatLinkInvalidHtml, chatPageCsp } from './demo-chat';

describe('the invalid-link page', () => {
  it('says so in plain words in the language, with a way back to the app', () => {
    const html = chatLinkInvalidHtml('VI', 'n0nce');
    expect(html).toContain('Liên kết trò chuyện này đã hết hạn');
    expect(html).toContain('<a href="/m/home">');
    expect(html).toContain('<style nonce="n0nce">');
  });

  it('reads English in a language the page has no words for', () => {
    expect(chatLinkInvalidHtml('XX', 'n')).toContain('This chat link has expired');
  });

  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'EN'))('has words of its own in %s', (language) => {
    expect(chatLinkInvalidHtml(language, 'n')).not.toContain('This chat link has expired');
  });
});

it('the page runs no script and is never framed', () => {
  expect(chatPageCsp('abc')).toBe(
    "default-src 'none'; style-src 'nonce-abc'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
});
