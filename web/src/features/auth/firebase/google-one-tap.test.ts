import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_IDENTITY_SCRIPT_URL } from '@app/contract/constants/social-sign-in';

/** Google's script elements (jsdom fetches no scripts: tests fire their events). */
const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === GOOGLE_IDENTITY_SCRIPT_URL);

const win = window as unknown as { google?: unknown };

/** What the script sets up when it runs. */
const fakeGoogle = () => {
  const id = { initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() };
  return { id, install: () => (win.google = { accounts: { id } }) };
};

// A fresh module (and script loader) per test: the loader remembers URLs for the page's life.
const load = () => import('./google-one-tap');
beforeEach(() => vi.resetModules());
afterEach(() => {
  document.head.innerHTML = '';
  delete win.google;
});

describe('showGoogleOneTap', () => {
  it('loads Google Identity Services once, prompts with the client id and answers a withdraw', async () => {
    const { showGoogleOneTap } = await load();
    const google = fakeGoogle();
    const onCredential = vi.fn();
    const first = showGoogleOneTap('client-1', onCredential);
    const second = showGoogleOneTap('client-1', onCredential);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    google.install();
    scripts()[0]?.dispatchEvent(new Event('load'));
    const withdraw = await first;
    await second;
    expect(scripts()).toHaveLength(1);
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1', auto_select: false, cancel_on_tap_outside: true }),
    );
    expect(google.id.prompt).toHaveBeenCalled();
    const { callback } = google.id.initialize.mock.calls[0]?.[0] as {
      callback: (r: { credential: string }) => void;
    };
    callback({ credential: 'google-id-token' });
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
    withdraw();
    expect(google.id.cancel).toHaveBeenCalled();
  });

  it('a script that fails to load rejects, and a later call tries again', async () => {
    const { showGoogleOneTap } = await load();
    const first = showGoogleOneTap('client-1', vi.fn());
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Google Identity Services did not load');
    expect(scripts()).toHaveLength(0);
    const google = fakeGoogle();
    const second = showGoogleOneTap('client-1', vi.fn());
    expect(scripts()).toHaveLength(1);
    google.install();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeTypeOf('function');
  });

  it('a script that ran without google.accounts.id is a failed load: a later call tries again', async () => {
    const { showGoogleOneTap } = await load();
    const first = showGoogleOneTap('client-1', vi.fn());
    const firstScript = scripts()[0];
    firstScript?.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow('Google Identity Services did not load');
    expect(scripts()).toHaveLength(0);
    const google = fakeGoogle();
    const second = showGoogleOneTap('client-1', vi.fn());
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(firstScript);
    google.install();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeTypeOf('function');
    expect(google.id.prompt).toHaveBeenCalled();
  });
});
