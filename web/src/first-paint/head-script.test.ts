import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../test/fixtures';
import { loadAppAfterPaint, runHeadScript } from './head-script';
import {
  AFTER_PAINT_META,
  FIRST_SCREEN_PARSING_CLASS,
  SHELL_TEXT_HIDDEN_CLASS,
  MERCHANT_COLOR_ATTRIBUTE,
} from './markers';

const root = document.documentElement;

const setHead = (html: string) => {
  document.head.innerHTML = html;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  root.removeAttribute('style');
  root.className = '';
  root.dir = '';
  setHead('<meta name="theme-color" content="#d0341f">');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.restoreAllMocks());

describe('the install event', () => {
  it("is kept for the app's prompt, and the browser's own banner is not cancelled", () => {
    runHeadScript();
    expect(window.__deferredInstallPrompt).toBeNull();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(window.__deferredInstallPrompt).toBe(event);
    // Cancelling (preventDefault) comes only with the app's own install prompt.
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("the merchant's colour", () => {
  it.each([
    ['the colour the server named for the merchant, over the stored one', true, '#123456', '#123456', '#fff'],
    ['the stored colour when the server named none', false, '#f5d90a', '#f5d90a', '#111'],
    ['nothing when the stored value is not a colour', false, 'red', '', ''],
  ])('%s', (_, named, storedColor, brand, contrast) => {
    setHead(`<meta name="theme-color" content="#123456"${named ? ` ${MERCHANT_COLOR_ATTRIBUTE}` : ''}>`);
    localStorage.setItem('themeColor', named ? '#654321' : storedColor);
    runHeadScript();
    expect(root.style.getPropertyValue('--brand')).toBe(brand);
    expect(root.style.getPropertyValue('--brand-contrast')).toBe(contrast);
  });
});

describe('the splash', () => {
  it('is hidden at once when it was shown in this session already', () => {
    runHeadScript();
    expect(root.classList.contains('splash-done')).toBe(false);
    sessionStorage.setItem('splashHidden', '1');
    runHeadScript();
    expect(root.classList.contains('splash-done')).toBe(true);
  });
});

describe("a prerendered screen's text in another language than the player's", () => {
  it.each([
    ['stored English', 'EN', ['zh-CN'], false, 'ltr'],
    ['no stored language, an English browser', null, ['en-GB'], false, 'ltr'],
    ['stored Chinese', 'CN', ['en-US'], true, 'ltr'],
    ['stored Urdu (right to left)', 'UR', ['en-US'], true, 'rtl'],
    ['no stored language, a Japanese browser', null, ['ja-JP'], true, 'ltr'],
  ])('%s: hidden %s', (_, stored, browser, hidden, dir) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    if (stored) localStorage.setItem('language', stored);
    runHeadScript();
    expect(root.classList.contains(SHELL_TEXT_HIDDEN_CLASS)).toBe(hidden);
    expect(root.dir).toBe(dir);
  });
});

describe("a prerendered screen (a guest's view) for a signed-in player", () => {
  it('has its text hidden', () => {
    runHeadScript();
    expect(root.classList.contains(SHELL_TEXT_HIDDEN_CLASS)).toBe(false);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionFixture()));
    runHeadScript();
    expect(root.classList.contains(SHELL_TEXT_HIDDEN_CLASS)).toBe(true);
  });
});

describe('a screen the parser has read part of', () => {
  it('is hidden until the parser has read the whole page, so that nothing painted moves as the rest comes', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runHeadScript();
    expect(root.classList.contains(FIRST_SCREEN_PARSING_CLASS)).toBe(true);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    expect(root.classList.contains(FIRST_SCREEN_PARSING_CLASS)).toBe(false);
  });

  it('is not hidden when the head script runs after parsing', () => {
    runHeadScript();
    expect(root.classList.contains(FIRST_SCREEN_PARSING_CLASS)).toBe(false);
  });
});

describe('loading the app after the first paint', () => {
  it('preloads the imports and runs the entry a prerendered page names', () => {
    setHead(
      ['/m/assets/index-1.js', '/m/assets/app-2.js', '/m/assets/EN-3.js']
        .map((src) => `<meta name="${AFTER_PAINT_META}" content="${src}">`)
        .join(''),
    );
    loadAppAfterPaint();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual(['/m/assets/app-2.js', '/m/assets/EN-3.js']);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/m/assets/index-1.js']);
  });

  it('does nothing on a page that loads the app itself (index.html)', () => {
    loadAppAfterPaint();
    expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
  });
});
