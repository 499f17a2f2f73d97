import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_WAIT_INTERVAL_MS, INSTALL_PROMPT_WAIT_TRIES } from '@app/contract/constants/install';
import { installCounter } from './install-counter';
import { followInstalls, keepInstallEvents, promptInstall, waitForInstallEvent } from './install-event';

const tracked = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/track', () => ({ track: (name: string) => tracked.push(name) }));

/** A beforeinstallprompt as Chromium sends it, whose prompt the player answers with `outcome`. */
const installEvent = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
};

beforeEach(() => {
  window.__deferredInstallPrompt = null;
  sessionStorage.clear();
  localStorage.clear();
  tracked.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("the browser's install event (entry §4, §9)", () => {
  it('waits up to 20 checks 150 ms apart for the kept event, then answers none', async () => {
    vi.useFakeTimers();
    let answer: unknown = 'pending';
    void waitForInstallEvent().then((e) => (answer = e));
    await vi.advanceTimersByTimeAsync((INSTALL_PROMPT_WAIT_TRIES - 1) * INSTALL_PROMPT_WAIT_INTERVAL_MS - 1);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
  });

  it('answers the event the head script kept, as soon as it is there', async () => {
    vi.useFakeTimers();
    let answer: unknown = 'pending';
    void waitForInstallEvent().then((e) => (answer = e));
    const { event } = installEvent();
    await vi.advanceTimersByTimeAsync(INSTALL_PROMPT_WAIT_INTERVAL_MS * 3);
    expect(answer).toBe('pending');
    window.__deferredInstallPrompt = event;
    await vi.advanceTimersByTimeAsync(INSTALL_PROMPT_WAIT_INTERVAL_MS);
    expect(answer).toBe(event);
  });

  it("once the app's prompt exists, a later event cancels the browser's banner and is kept", () => {
    keepInstallEvents();
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.__deferredInstallPrompt).toBe(event);
  });

  it('promptInstall calls prompt() and answers the outcome; the event prompts once', async () => {
    const { event, prompt } = installEvent('dismissed');
    window.__deferredInstallPrompt = event;
    expect(await promptInstall()).toBe('dismissed');
    expect(prompt).toHaveBeenCalledOnce();
    expect(await promptInstall()).toBe('unavailable');
  });

  it('appinstalled: the counter is set to 99 and a2hsInstalled is tracked', () => {
    followInstalls();
    window.__deferredInstallPrompt = installEvent().event;
    window.dispatchEvent(new Event('appinstalled'));
    expect(installCounter()).toBe(99);
    expect(tracked).toEqual(['a2hsInstalled']);
    expect(window.__deferredInstallPrompt).toBeNull();
  });

  it('the browser offering its install prompt again forgets an install remembered from an earlier visit', () => {
    followInstalls();
    window.dispatchEvent(new Event('appinstalled'));
    sessionStorage.clear();
    expect(installCounter()).toBe(99);
    window.dispatchEvent(installEvent().event);
    expect(installCounter()).toBe(0);
  });
});
