import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_TRANSITION_MS } from '@app/contract/constants/install';
import { settingsFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { useOverlays } from '../../stores/overlays';
import { installCounter } from './install-counter';
import type { InstallPromptOffer } from './install-prompt-rule';
import { InstallPromptView } from './InstallPromptView';

const offer = vi.hoisted(() => ({ current: null as InstallPromptOffer | null }));
vi.mock('./install-start', () => ({ offeredInstallPrompt: () => offer.current }));
const openAppDownload = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./open-app-download', () => ({ openAppDownload }));

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const FACEBOOK_ANDROID = `${ANDROID.replace('Pixel 7)', 'Pixel 7; wv)')} [FB_IAB/FB4A;FBAV/450.0.0.41.109;]`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const buttons = (b: Partial<InstallPromptOffer['buttons']>) => ({
  app: false,
  webApp: false,
  openInChrome: false,
  openInSafari: false,
  ...b,
});

function show(b: Partial<InstallPromptOffer['buttons']>, { fullScreen = false, userAgent = ANDROID } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  offer.current = { fullScreen, buttons: buttons(b) };
  mockCalls({
    launchSettings: ok({
      ...settingsFixture().launchSettings,
      bottom_app_desc: { enabled: true, value: 'Get our app' },
      bottom_app_desc_font_color: { enabled: true, value: '#1f4e79' },
    }),
  });
  const dismiss = vi.fn();
  renderAt('/home', <InstallPromptView fullScreen={fullScreen} dismiss={dismiss} />);
  return { dismiss, prompt: screen.getByRole('dialog', { name: 'Install Demo Casino' }) };
}

beforeEach(() => {
  sessionStorage.clear();
  window.__deferredInstallPrompt = null;
  useOverlays.setState({ overlays: [], toast: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the install prompt (entry §2, §4)', () => {
  it("shows the merchant's name, the loaded bottom_app_desc in its colour, and the offered buttons", async () => {
    const { prompt } = show({ app: true, webApp: true });
    const text = await screen.findByText('Get our app');
    expect(text.style.color).toBe('rgb(31, 78, 121)'); // bottom_app_desc_font_color #1f4e79
    expect(prompt.getAttribute('aria-modal')).toBeNull(); // the bottom bar leaves the page usable
    for (const name of ['Download the app', 'Add to home screen', 'Continue in browser', 'Close'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in Chrome' })).toBeNull();
  });

  it.each(['Continue in browser', 'Close'])(
    '%s: a decline counted in session storage; it goes after the 250 ms transition',
    (name) => {
      vi.useFakeTimers();
      const { dismiss, prompt } = show({ app: true });
      fireEvent.click(screen.getByRole('button', { name }));
      expect(installCounter()).toBe(1);
      expect(prompt.className).toContain('is-leaving');
      act(() => vi.advanceTimersByTime(INSTALL_PROMPT_TRANSITION_MS - 1));
      expect(dismiss).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(dismiss).toHaveBeenCalledOnce();
    },
  );

  it("the app button: the app download (part of the app's links), no decline", () => {
    show({ app: true });
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(openAppDownload).toHaveBeenCalledOnce();
    expect(installCounter()).toBe(0);
  });

  it("the web-app button asks the browser's prompt within the tap; accepting shows the installing message", async () => {
    const prompt = vi.fn(() => Promise.resolve());
    window.__deferredInstallPrompt = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    show({ webApp: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(useOverlays.getState().toast?.message).toMatch(/^Installing/));
    expect(installCounter()).toBe(0);
  });

  it('the web-app button on iOS opens the step-by-step guide', () => {
    show({ webApp: true }, { userAgent: IPHONE });
    fireEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(useOverlays.getState().overlays).toMatchObject([{ kind: 'download', view: 'iosGuide' }]);
  });

  it('an Android in-app browser: the notice, and open in Chrome through the intent link, first', () => {
    show({ app: true, openInChrome: true }, { userAgent: FACEBOOK_ANDROID });
    expect(screen.getByText(/You're in Facebook's browser/)).toBeTruthy();
    const chrome = screen.getByRole('link', { name: 'Open in Chrome' });
    expect(chrome.getAttribute('href')).toMatch(
      /^intent:\/\/localhost(:\d+)?\/m\/home#Intent;scheme=http;package=com\.android\.chrome;/,
    );
    expect(chrome.className).toContain('btn-primary');
    expect(screen.getByRole('button', { name: 'Download the app' }).className).toContain('btn-ghost');
  });

  it('an iOS in-app browser: open in Safari shows the illustrated steps', () => {
    show({ openInSafari: true }, { userAgent: `${IPHONE} Instagram 302.0.0.23.114` });
    fireEvent.click(screen.getByRole('button', { name: 'Open in Safari' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tap ••• or the share button at the corner of the screen.',
      'Choose “Open in Safari” or “Open in browser”.',
    ]);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('the full-screen variant is a modal', () => {
    const { prompt } = show({ app: true }, { fullScreen: true });
    expect(prompt.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.install-full-backdrop')).not.toBeNull();
  });
});
