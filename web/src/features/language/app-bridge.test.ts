import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageBridge } from '@app/contract/app-bridge';
import { tellAppLanguage } from './app-bridge';

const w = window as unknown as LanguageBridge;

afterEach(() => {
  delete w.PlatformApp;
  delete w.webkit;
});

describe('tellAppLanguage: the language is stored through the app bridge when inside the app (signed-in §4)', () => {
  it('Android: PlatformApp.setLanguage(code), called on PlatformApp', () => {
    const setLanguage = vi.fn(function (this: unknown) {
      expect(this).toBe(w.PlatformApp);
    });
    w.PlatformApp = { setLanguage };
    tellAppLanguage('PT-BR');
    expect(setLanguage).toHaveBeenCalledWith('PT-BR');
  });

  it('iOS: the setLanguage message handler gets { language }', () => {
    const postMessage = vi.fn();
    w.webkit = { messageHandlers: { setLanguage: { postMessage } } };
    tellAppLanguage('TH');
    expect(postMessage).toHaveBeenCalledWith({ language: 'TH' });
  });

  it('a browser, or an app without the language bridge (it has others): nothing is called, nothing throws', () => {
    expect(() => tellAppLanguage('TH')).not.toThrow();
    const checkAppUpgrade = vi.fn();
    (w as { PlatformApp?: object }).PlatformApp = { checkAppUpgrade };
    expect(() => tellAppLanguage('TH')).not.toThrow();
    expect(checkAppUpgrade).not.toHaveBeenCalled();
  });

  it('a bridge that throws does not reach the caller', () => {
    w.PlatformApp = {
      setLanguage: () => {
        throw new Error('native failure');
      },
    };
    expect(() => tellAppLanguage('TH')).not.toThrow();
  });
});
