import { describe, expect, it } from 'vitest';
import { chatBackPath, chatText, customerServiceScripts, headerColour, MAX_CHAT_TEXT, mayChat } from './chat';

describe('mayChat (signed-in §4 Chat, §6: type 4 has no chat)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [-1, false],
    [3, false],
    [9, false],
  ])('type %i → %s', (type, allowed) => {
    expect(mayChat(type)).toBe(allowed);
  });
});

describe("headerColour: the app's headerColor when it is a hex colour, else the merchant's", () => {
  it.each([
    ['#1A73E8', '#d0341f', '#1a73e8'],
    ['#abc', '#d0341f', '#abc'],
    [undefined, '#d0341f', '#d0341f'],
    ['', '#d0341f', '#d0341f'],
    ['red', '#d0341f', '#d0341f'],
    ['#1a73e8;}body{display:none', '#d0341f', '#d0341f'],
    ['var(--x)', 'not-a-colour', '#333333'],
  ])('%j (fallback %s) → %s', (requested, fallback, expected) => {
    expect(headerColour(requested, fallback)).toBe(expected);
  });
});

describe('chatBackPath: the back link goes only to a path of the app’s own origin', () => {
  const origin = 'https://m.shop.example';
  it.each([
    ['/m/home', '/m/home'],
    ['/m/home?tab=1#top', '/m/home?tab=1#top'],
    ['https://m.shop.example/m/game', '/m/game'],
    ['https://m.shop.example:443/m/game', '/m/game'],
    ['https://other.example/m/home', ''],
    ['//evil.example/m/home', ''],
    ['/\\evil.example', ''],
    ['javascript:alert(1)', ''],
    ['https://user:pw@m.shop.example/m/home', ''],
    ['/m/ home', ''],
    [undefined, ''],
    ['', ''],
  ])('%j → %j', (backUrl, expected) => {
    expect(chatBackPath(backUrl, origin)).toBe(expected);
  });

  it('reads an origin with its default port as the browser does', () => {
    expect(chatBackPath('http://localhost/m/home', 'http://localhost:80')).toBe('/m/home');
  });
});

describe('chatText: trimmed, at most MAX_CHAT_TEXT characters', () => {
  it('trims and cuts', () => {
    expect(chatText('  hi  ')).toBe('hi');
    expect(chatText('   ')).toBe('');
    expect(chatText('x'.repeat(MAX_CHAT_TEXT + 5))).toHaveLength(MAX_CHAT_TEXT);
  });
});

describe("customerServiceScripts: a script per csType of the merchant's entries", () => {
  const entries = [{ csType: 'LIVECHAT' }, { csType: 'COMM100VIP' }, { csType: 'LIVECHAT' }] as const;
  const configured = [
    { csType: 'COMM100VIP', src: 'https://vue.comm100.com/vip.js' },
    { csType: 'AICAN', src: 'https://cs.aican.example/a.js' },
  ] as const;

  it('test and demo mode: the same-origin stand-in of each csType, once, in the entries’ order', () => {
    const origin = 'http://127.0.0.1:8080';
    expect(customerServiceScripts(entries, configured, origin)).toEqual([
      { csType: 'LIVECHAT', src: `${origin}/demo-cs/LIVECHAT.js` },
      { csType: 'COMM100VIP', src: `${origin}/demo-cs/COMM100VIP.js` },
    ]);
  });

  it('production: the configured script of each csType the entries name; one without a script is left out', () => {
    expect(customerServiceScripts(entries, configured, null)).toEqual([
      { csType: 'COMM100VIP', src: 'https://vue.comm100.com/vip.js' },
    ]);
  });

  it('no entries: no scripts', () => {
    expect(customerServiceScripts([], configured, null)).toEqual([]);
  });
});
