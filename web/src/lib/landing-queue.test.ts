import { beforeEach, describe, expect, it } from 'vitest';
import { LANDING_QUEUE_MAX, LANDING_QUEUE_STORAGE_KEY } from '@app/contract/constants/registration';
import { queueLanding, takeQueuedLandings } from './landing-queue';

beforeEach(() => localStorage.clear());

describe('landings are queued at start and read for attribution later', () => {
  it('keeps landings oldest first, and taking them empties the queue', () => {
    queueLanding({ search: '?affiliateCode=A', hostname: 'brand.com', at: 1 });
    queueLanding({ search: '?r=B', hostname: 'brand.com', at: 2 });
    expect(takeQueuedLandings().map((l) => l.at)).toEqual([1, 2]);
    expect(takeQueuedLandings()).toEqual([]);
  });

  it.each([
    ['no query on a host without a subdomain', '', 'brand.com'],
    ['an empty query', '?', 'brand.com'],
  ])('a landing that can name nobody is not queued: %s', (_rule, search, hostname) => {
    queueLanding({ search, hostname, at: 1 });
    expect(takeQueuedLandings()).toEqual([]);
  });

  it('a host with a subdomain is queued without a query', () => {
    queueLanding({ search: '', hostname: 'aff01.brand.com', at: 1 });
    expect(takeQueuedLandings()).toHaveLength(1);
  });

  it('a landing just like the last is not queued again', () => {
    queueLanding({ search: '', hostname: 'm.brand.com', at: 1 });
    queueLanding({ search: '', hostname: 'm.brand.com', at: 2 });
    expect(takeQueuedLandings()).toEqual([{ search: '', hostname: 'm.brand.com', at: 1 }]);
  });

  it(`keeps the newest ${LANDING_QUEUE_MAX}`, () => {
    for (let i = 0; i < LANDING_QUEUE_MAX + 3; i++)
      queueLanding({ search: `?r=${i}`, hostname: 'b.com', at: i });
    const taken = takeQueuedLandings();
    expect(taken).toHaveLength(LANDING_QUEUE_MAX);
    expect(taken[0]!.at).toBe(3);
  });

  it('ignores a broken stored queue', () => {
    localStorage.setItem(LANDING_QUEUE_STORAGE_KEY, JSON.stringify([{ search: 1 }, 'x']));
    queueLanding({ search: '?r=1', hostname: 'b.com', at: 5 });
    expect(takeQueuedLandings()).toEqual([{ search: '?r=1', hostname: 'b.com', at: 5 }]);
  });
});
