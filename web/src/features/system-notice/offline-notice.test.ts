import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import { apiEvents } from '../../api/events';
import { showOfflineMessage } from './offline-notice';

describe('showOfflineMessage: offline, a network-offline message for 1.5 s (entry §8)', () => {
  it('the browser going offline shows the message for 1.5 s', () => {
    const toast = vi.fn();
    const off = apiEvents.on('toast', toast);
    const target = new EventTarget() as unknown as Window;
    const stop = showOfflineMessage(target);
    target.dispatchEvent(new Event('offline'));
    expect(OFFLINE_MESSAGE_MS).toBe(1_500);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      type: 'toast',
      messageKey: 'network_offline',
      durationMs: 1_500,
    });
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(toast).toHaveBeenCalledTimes(1);
    off();
  });
});
