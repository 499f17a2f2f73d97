// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

describe('track: the seam between the code that sees an event and the sender', () => {
  it('keeps the events seen before a sender is set, and hands them over in order', async () => {
    const { track, setTrackSender } = await import('./track');
    track('a2hsInstalled');
    track('downloadApp', { platform: 'Android' });
    const send = vi.fn();
    setTrackSender(send);
    expect(send.mock.calls.map(([e]) => e)).toEqual([
      { eventName: 'a2hsInstalled' },
      { eventName: 'downloadApp', eventValue: { platform: 'Android' } },
    ]);
    track('login');
    expect(send).toHaveBeenLastCalledWith({ eventName: 'login' });
  });

  it('keeps at most the last 50 while no sender is set', async () => {
    const { track, setTrackSender } = await import('./track');
    for (let i = 0; i < 60; i++) track('viewContent', { i });
    const send = vi.fn();
    setTrackSender(send);
    expect(send).toHaveBeenCalledTimes(50);
    expect(send.mock.calls[0]?.[0]).toEqual({ eventName: 'viewContent', eventValue: { i: 10 } });
  });
});
