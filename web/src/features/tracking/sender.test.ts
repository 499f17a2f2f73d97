import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@app/contract/calls';
import { BATCH_DELAY_MS, BATCH_MAX_EVENTS, createSender, flushOnHide } from './sender';

const event = (n: number): TrackingEvent => ({
  domain: 'd',
  eventName: 'viewContent',
  eventValue: {},
  eventID: `${n}`,
});
const ids = (body: { events: string }) => (JSON.parse(body.events) as TrackingEvent[]).map((e) => e.eventID);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the tracking sender batches events', () => {
  it('sends a batch 1 s after its first event', () => {
    const post = vi.fn();
    const sender = createSender(post);
    sender.addEvent(event(1));
    vi.advanceTimersByTime(500);
    sender.addEvent(event(2));
    vi.advanceTimersByTime(BATCH_DELAY_MS - 501);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(ids(post.mock.calls[0]?.[0])).toEqual(['1', '2']);
    // The page stays: a plain post, which the page's tools see finish.
    expect(post.mock.calls[0]?.[1]).toBe(false);
  });

  it('sends at once when 10 wait', () => {
    const post = vi.fn();
    const sender = createSender(post);
    for (let i = 0; i < BATCH_MAX_EVENTS; i++) sender.addEvent(event(i));
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends the Web Vitals with the events of the same batch, or alone', () => {
    const post = vi.fn();
    const sender = createSender(post);
    sender.addEvent(event(1));
    sender.addVital({ name: 'LCP', value: 1200, route: '/home' });
    sender.flush();
    expect(post).toHaveBeenLastCalledWith(
      {
        events: JSON.stringify([event(1)]),
        vitals: JSON.stringify([{ name: 'LCP', value: 1200, route: '/home' }]),
      },
      false,
    );
    sender.addVital({ name: 'CLS', value: 0.01, route: '/home' });
    sender.flush();
    expect(post).toHaveBeenLastCalledWith(
      { events: '[]', vitals: '[{"name":"CLS","value":0.01,"route":"/home"}]' },
      false,
    );
  });

  it('sends nothing when nothing waits', () => {
    const post = vi.fn();
    createSender(post).flush();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('nothing is lost when the page closes', () => {
  it('what waits goes when the page is hidden, and on pagehide', () => {
    const post = vi.fn();
    const sender = createSender(post);
    flushOnHide(sender);
    sender.addEvent(event(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(post).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    sender.addEvent(event(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(post).toHaveBeenCalledTimes(2);
    expect(ids(post.mock.calls[1]?.[0])).toEqual(['2']);
    // Both as the page goes away: they must outlive it.
    expect(post.mock.calls.map((call) => call[1])).toEqual([true, true]);
  });

  it.each([
    { leaving: true, keepalive: true },
    { leaving: false, keepalive: false },
  ])(
    'posts to the tracking path with the Merchant header; keepalive only as the page goes away ($leaving); the answer is read',
    async ({ leaving, keepalive }) => {
      const answer = new Response('{}');
      const fetch = vi.fn(() => Promise.resolve(answer));
      vi.stubGlobal('fetch', fetch);
      const { postBatch } = await import('./sender');
      postBatch({ events: '[]' }, leaving);
      // The answer is read, so that the request ends (the network goes quiet).
      await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
      expect(fetch).toHaveBeenCalledWith(
        '/wps/tracking/events',
        expect.objectContaining({
          method: 'POST',
          keepalive,
          body: '{"events":"[]"}',
          headers: expect.objectContaining({
            Merchant: expect.any(String),
            'Content-Type': 'application/json',
          }),
        }),
      );
      vi.unstubAllGlobals();
    },
  );
});
