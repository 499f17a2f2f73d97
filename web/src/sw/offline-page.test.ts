// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineTextsFor, showOfflinePage, type OfflineTexts } from './offline-page';

const texts: Record<string, OfflineTexts> = {
  EN: { offline_title: "You're offline", offline_body: 'Check your connection.', retry: 'Retry' },
  CN: { offline_title: '网络已断开', offline_body: '请检查网络。', retry: '重试' },
  UR: { offline_title: 'آپ آف لائن ہیں', offline_body: 'کنکشن چیک کریں۔', retry: 'دوبارہ کوشش کریں' },
};

const page = () => {
  document.body.innerHTML =
    '<h1 data-text="offline_title">x</h1><p data-text="offline_body">x</p><button id="retry" data-text="retry">x</button>';
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

describe('offlineTextsFor: the player’s language, else English', () => {
  it.each<[string, string]>([
    ['CN', '网络已断开'],
    ['EN', "You're offline"],
    ['KO', "You're offline"],
  ])('%s → %s', (language, title) => {
    expect(offlineTextsFor(texts, language)?.offline_title).toBe(title);
  });
});

describe('showOfflinePage: the offline page in the language the app would pick', () => {
  it('the stored language first', () => {
    localStorage.setItem('language', 'CN');
    page();
    showOfflinePage(texts);
    expect(document.querySelector('h1')?.textContent).toBe('网络已断开');
    expect(document.getElementById('retry')?.textContent).toBe('重试');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('网络已断开');
  });

  it("else the browser's language, right to left for Urdu", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['ur-PK'], language: 'ur-PK' });
    page();
    showOfflinePage(texts);
    expect(document.querySelector('p')?.textContent).toBe('کنکشن چیک کریں۔');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('the retry button loads the page again', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    page();
    showOfflinePage(texts);
    document.getElementById('retry')?.click();
    expect(reload).toHaveBeenCalled();
  });
});
