import { describe, expect, it } from 'vitest';
import { loadScript } from './load-script';

const scripts = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

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
});
