import { describe, expect, it } from 'vitest';
import { chatLaunchPayload, type ChatLaunchFacts } from './chat-launch';

const facts: ChatLaunchFacts = {
  merchantName: 'Demo Casino',
  merchantColor: '#e4393c',
  language: 'EN',
  returnPath: '/m/home?affiliateCode=A1',
};

describe('chatLaunchPayload: CBS_launchChat (b2c, title, backUrl, language with CN fallback, headerColor)', () => {
  it('b2c, the merchant as title, the page as the way back, the language, the merchant colour', () => {
    expect(chatLaunchPayload(facts)).toEqual({
      b2c: true,
      title: 'Demo Casino',
      backUrl: '/m/home?affiliateCode=A1',
      language: 'EN',
      headerColor: '#e4393c',
    });
  });

  const languages: [rule: string, language: string, expected: string][] = [
    ['the interface language, upper-case', 'pt-br', 'PT-BR'],
    ['no language: the chat fallback CN', '', 'CN'],
    ['blank: CN', '  ', 'CN'],
  ];
  it.each(languages)('language: %s', (_rule, language, expected) => {
    expect(chatLaunchPayload({ ...facts, language }).language).toBe(expected);
  });

  const backUrls: [rule: string, returnPath: string, expected: string][] = [
    ['a path of this site is the way back', '/m/member/home', '/m/member/home'],
    ['a protocol-relative path (another host) is not: home', '//evil.example/m/home', '/m/home'],
    ['anything but a path: home', 'https://evil.example/', '/m/home'],
  ];
  it.each(backUrls)('backUrl: %s', (_rule, returnPath, expected) => {
    expect(chatLaunchPayload({ ...facts, returnPath }).backUrl).toBe(expected);
  });
});
