// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvents } from './events';

describe('apiEvents', () => {
  const offs: (() => void)[] = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('delivers an event only to handlers of its type', () => {
    const alert = vi.fn();
    const toast = vi.fn();
    offs.push(apiEvents.on('alert', alert), apiEvents.on('toast', toast));
    apiEvents.emit({ type: 'alert', message: 'x', messageKey: null });
    expect(alert).toHaveBeenCalledWith({ type: 'alert', message: 'x', messageKey: null });
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    apiEvents.on('sessionExpired', handler)();
    apiEvents.emit({ type: 'sessionExpired' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the others nor the emitter', async () => {
    const after = vi.fn();
    const errors: unknown[] = [];
    // The error is rethrown asynchronously so it still reaches error reporting; catch it here.
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    offs.push(
      apiEvents.on('hideLoading', () => {
        throw new Error('boom');
      }),
      apiEvents.on('hideLoading', after),
    );
    expect(() => apiEvents.emit({ type: 'hideLoading', durationMs: 3000 })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    await new Promise((r) => setTimeout(r, 0));
    process.off('uncaughtException', onError);
    expect(errors).toHaveLength(1);
  });
});
