import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS,
  INSTALL_PROMPT_TRANSITION_MS,
} from '@app/contract/constants/install';
import type { LaunchSettings } from '@app/contract/settings';
import { renderAt } from '../../test/render-at';
import { settingsFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { DownloadPopupView, popupLook } from './DownloadPopupView';
import { promptCloseCount, readPromptSession } from './prompt-session';

const installs = vi.hoisted(() => ({ offered: true, start: vi.fn(), openApp: vi.fn() }));
vi.mock('./web-app-install', () => ({
  webAppInstallOffered: () => installs.offered,
  startWebAppInstall: installs.start,
}));
vi.mock('./open-app-download', () => ({ openAppDownload: installs.openApp }));

const launch = (patch: Partial<LaunchSettings> = {}): LaunchSettings => ({
  ...settingsFixture().launchSettings,
  ...patch,
});

const show = (closable: boolean, patch: Partial<LaunchSettings> = {}) => {
  mockCalls({ launchSettings: ok(launch(patch)) });
  const dismiss = vi.fn();
  renderAt(
    '/voucherCenter',
    <DownloadPopupView trigger="first_deposit" closable={closable} dismiss={dismiss} />,
  );
  return dismiss;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  installs.offered = true;
  document.body.style.overflow = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('popupLook: the message, its colour, app_background and theme from the launch settings', () => {
  const template = 'Demo Casino in your pocket';
  it.each<[string, Partial<LaunchSettings> | null, ReturnType<typeof popupLook>]>([
    [
      'each toggle that is on',
      {
        app_desc: { enabled: true, value: 'Play in the app' },
        app_desc_font_color: { enabled: true, value: '#ffffff' },
        app_background: { enabled: true, value: '#0b6e4f' },
        theme: { enabled: true, value: 'dark' },
      },
      { message: 'Play in the app', textColor: '#ffffff', background: '#0b6e4f', dark: true },
    ],
    [
      'app_desc off: the merchant’s mobileTemplate app_desc; colours off: the merchant colour',
      {
        app_desc: { enabled: false, value: 'Play in the app' },
        app_desc_font_color: { enabled: false, value: '#ffffff' },
        app_background: { enabled: false, value: '#0b6e4f' },
        theme: { enabled: true, value: 'light' },
      },
      { message: template, textColor: null, background: null, dark: false },
    ],
    [
      'a colour that is not a colour (a url() that would fetch, a second declaration) is left out',
      {
        app_desc_font_color: { enabled: true, value: 'red;display:none' },
        app_background: { enabled: true, value: 'url(https://tracker.example/p.gif)' },
        theme: { enabled: true, value: 'light' },
      },
      {
        message: 'Get the app for faster games and instant rewards',
        textColor: null,
        background: null,
        dark: false,
      },
    ],
    [
      'rgb() and named colours are colours',
      {
        app_desc_font_color: { enabled: true, value: 'white' },
        app_background: { enabled: true, value: 'rgb(11, 110, 79)' },
        theme: { enabled: true, value: 'light' },
      },
      {
        message: 'Get the app for faster games and instant rewards',
        textColor: 'white',
        background: 'rgb(11, 110, 79)',
        dark: false,
      },
    ],
    ['no launch settings yet', null, { message: template, textColor: null, background: null, dark: false }],
  ])('%s', (_, patch, expected) => {
    expect(popupLook(patch ? launch(patch) : null, template)).toEqual(expected);
  });

  it('neither message set: the app’s own', () => {
    expect(popupLook(launch({ app_desc: { enabled: true, value: ' ' } }), '').message).toBeNull();
  });
});

describe('the download popup (entry §2, §4)', () => {
  it('shows the logo, the message in its colour over app_background, the app and web-app buttons', async () => {
    show(true, {
      app_desc: { enabled: true, value: 'Faster in the app' },
      app_desc_font_color: { enabled: true, value: '#fefefe' },
      app_background: { enabled: true, value: '#123456' },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('dialog', { name: 'Get the Demo Casino app' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      settingsFixture().mobileTemplate.image_logo,
    );
    const message = screen.getByText('Faster in the app');
    const hero = message.parentElement!;
    expect(hero.style.getPropertyValue('--download-popup-bg')).toBe('#123456');
    expect(hero.style.getPropertyValue('--download-popup-fg')).toBe('#fefefe');
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(installs.openApp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add to home screen' })).toBeTruthy();
  });

  it('theme dark darkens the card', async () => {
    show(true, { theme: { enabled: true, value: 'dark' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog').className).toContain('download-popup-dark');
  });

  it('no web-app button where the browser cannot install', () => {
    installs.offered = false;
    show(true);
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('continue-in-browser appears only when the popup is closable', () => {
    show(false);
    expect(screen.queryByRole('button', { name: 'Continue in browser' })).toBeNull();
  });

  it('not closable: Escape does not close it', () => {
    const dismiss = show(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_TRANSITION_MS));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('continue in browser: the skip flag and the close counter, then hidden after a 250 ms fade', () => {
    const dismiss = show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue in browser' }));
    expect(readPromptSession().skipped).toEqual(['first_deposit']);
    expect(promptCloseCount()).toBe(1);
    expect(document.querySelector('.download-popup-backdrop')?.className).toContain('is-leaving');
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_TRANSITION_MS - 1));
    expect(dismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('scroll is locked about 0.5 s after it shows', () => {
    show(true);
    act(() => vi.advanceTimersByTime(DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS - 1));
    expect(document.body.style.overflow).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('the web-app button gives way to the install (closed at once, within the tap) and skips a closable trigger', () => {
    const dismiss = show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(installs.start).toHaveBeenCalledTimes(1);
    expect(readPromptSession().skipped).toEqual(['first_deposit']);
    expect(promptCloseCount()).toBe(0);
  });

  it('a forced popup is not skipped by the web-app button: it comes back', () => {
    show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(readPromptSession().skipped).toEqual([]);
  });
});
