import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptTimeoutError } from './load-script';

const scripts = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

afterEach(() => vi.useRealTimers());

describe('loadScript', () => {
  it('adds the script once per URL, with its data attributes, and resolves when it has run', async () => {
    const url = 'https://cdn.example/a.js';
    const first = loadScript(url, { csType: 'LIVECHAT' });
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]?.dataset.csType).toBe('LIVECHAT');
    expect(scripts(url)[0]?.async).toBe(true);
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('a script that fails is removed and rejected; the next call tries anew', async () => {
    const url = 'https://cdn.example/b.js';
    const first = loadScript(url);
    scripts(url)[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('script not loaded');
    expect(scripts(url)).toHaveLength(0);
    void loadScript(url).catch(() => undefined);
    expect(scripts(url)).toHaveLength(1);
  });

  it('without timeoutMs it waits as long as the script takes', async () => {
    vi.useFakeTimers();
    const url = 'https://cdn.example/c.js';
    const settled = vi.fn();
    const loading = loadScript(url);
    loading.then(settled, settled);
    vi.advanceTimersByTime(10 * 60_000);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(scripts(url)).toHaveLength(1);
    expect(loadScript(url)).toBe(loading);
  });

  it('timeoutMs: rejects with ScriptTimeoutError when due, removes the script and forgets it', async () => {
    vi.useFakeTimers();
    const url = 'https://cdn.example/d.js';
    const first = loadScript(url, {}, { timeoutMs: 3000 }).catch((e: unknown) => e);
    vi.advanceTimersByTime(2999);
    expect(scripts(url)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const error = await first;
    expect(error).toBeInstanceOf(ScriptTimeoutError);
    expect((error as ScriptTimeoutError).url).toBe(url);
    expect(scripts(url)).toHaveLength(0);
    const second = loadScript(url, {}, { timeoutMs: 3000 });
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('a failed load is not a ScriptTimeoutError', async () => {
    const url = 'https://cdn.example/e.js';
    const loading = loadScript(url, {}, { timeoutMs: 3000 }).catch((e: unknown) => e);
    scripts(url)[0]?.dispatchEvent(new Event('error'));
    const error = await loading;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ScriptTimeoutError);
  });

  it('a script that ran in time is kept: the timeout no longer removes or forgets it', async () => {
    vi.useFakeTimers();
    const url = 'https://cdn.example/f.js';
    const first = loadScript(url, {}, { timeoutMs: 3000 });
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    vi.advanceTimersByTime(5000);
    expect(scripts(url)).toHaveLength(1);
    expect(loadScript(url)).toBe(first);
  });

  it('a script that arrives after its timeout does not settle or forget the next attempt', async () => {
    vi.useFakeTimers();
    const url = 'https://cdn.example/g.js';
    const first = loadScript(url, {}, { timeoutMs: 100 }).catch((e: unknown) => e);
    const stale = scripts(url)[0];
    vi.advanceTimersByTime(100);
    expect(await first).toBeInstanceOf(ScriptTimeoutError);
    const second = loadScript(url, {}, { timeoutMs: 100 });
    stale?.dispatchEvent(new Event('error'));
    expect(loadScript(url)).toBe(second);
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('ready: a script that ran without setting itself up is a failed load, removed and forgotten', async () => {
    const url = 'https://cdn.example/h.js';
    let set = false;
    const first = loadScript(url, {}, { ready: () => set });
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow('script not ready');
    expect(scripts(url)).toHaveLength(0);
    set = true;
    const second = loadScript(url, {}, { ready: () => set });
    expect(second).not.toBe(first);
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});
