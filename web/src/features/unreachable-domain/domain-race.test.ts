// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raceDomains, shuffled, type PingDomain } from './domain-race';

/** A ping per origin: answers (true) or fails (false) after `ms`, or never (null); an abort rejects one still out. */
const pings = (plan: Record<string, [ms: number | null, answers: boolean]>) => {
  const asked: string[] = [];
  const aborted: string[] = [];
  const ping: PingDomain = (origin, signal) => {
    asked.push(origin);
    const [ms, answers] = plan[origin] ?? [null, false];
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (answered: boolean) => {
        settled = true;
        if (answered) resolve(true);
        else reject(new TypeError('Failed to fetch'));
      };
      signal.addEventListener('abort', () => {
        if (settled) return;
        aborted.push(origin);
        reject(new DOMException('aborted', 'AbortError'));
      });
      if (ms !== null) setTimeout(() => settle(answers), ms);
    });
  };
  return { ping, asked, aborted };
};
const inOrder = (items: readonly string[]) => [...items];
const origins = (n: number) => Array.from({ length: n }, (_, i) => `https://d${i}.example`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('raceDomains: the fastest-domain race (entry §7, §9: at most 10 domains, 10 s timeout)', () => {
  it('first success wins, and the other pings are aborted', async () => {
    const { ping, aborted } = pings({
      'https://slow.example': [300, true],
      'https://fast.example': [100, true],
      'https://dead.example': [50, false],
    });
    const race = raceDomains(['https://slow.example', 'https://fast.example', 'https://dead.example'], {
      ping,
      shuffle: inOrder,
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(race).resolves.toBe('https://fast.example');
    expect(aborted).toEqual(['https://slow.example']);
  });

  it('a failure does not end the race while another may still answer', async () => {
    const { ping } = pings({ 'https://a.example': [10, false], 'https://b.example': [9_000, true] });
    const race = raceDomains(['https://a.example', 'https://b.example'], { ping, shuffle: inOrder });
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(race).resolves.toBe('https://b.example');
  });

  it('all failed: none', async () => {
    const { ping } = pings({ 'https://a.example': [10, false], 'https://b.example': [20, false] });
    const race = raceDomains(['https://a.example', 'https://b.example'], { ping, shuffle: inOrder });
    await vi.advanceTimersByTimeAsync(20);
    await expect(race).resolves.toBeNull();
  });

  it('10 s timeout: none, and every ping still out is aborted', async () => {
    const { ping, aborted } = pings({
      'https://a.example': [null, true],
      'https://b.example': [10_001, true],
    });
    const race = raceDomains(['https://a.example', 'https://b.example'], { ping, shuffle: inOrder });
    let settled = false;
    void race.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(race).resolves.toBeNull();
    expect(aborted).toEqual(['https://a.example', 'https://b.example']);
  });

  it('at most 10 domains are pinged, the first 10 of the shuffled list', async () => {
    const { ping, asked } = pings({});
    const shuffle = vi.fn((items: readonly string[]) => [...items].reverse());
    void raceDomains(origins(14), { ping, shuffle });
    expect(shuffle).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(origins(14).reverse().slice(0, 10));
  });

  it('no domain: none, at once', async () => {
    await expect(raceDomains([], { ping: pings({}).ping })).resolves.toBeNull();
  });
});

describe('shuffled: the domains in a random order', () => {
  it('keeps every domain once', () => {
    expect(shuffled(origins(10)).sort()).toEqual(origins(10).sort());
  });

  it('draws the order from Math.random (Fisher-Yates)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // Each step swaps the last unshuffled item with the first: [a, b, c, d] → [b, c, d, a].
    expect(shuffled(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    vi.restoreAllMocks();
  });
});
