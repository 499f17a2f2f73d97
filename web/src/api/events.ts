/**
 * What the request layer asks the UI to do. The layer itself renders nothing: global overlays subscribe
 * here and show the alert (title 'notice', button 'confirm'), toast or session-expired notice.
 */

import type { NetworkNotice } from './failure';

/** Translation keys of alerts the request layer raises without a server message. */
export type AlertMessageKey = 'unknown_error' | 'network_cors_error' | 'request_timeout';

export type ApiEvent =
  | { type: 'alert'; message: string | null; messageKey: AlertMessageKey | null }
  | { type: 'toast'; messageKey: 'network_offline'; durationMs: number }
  | { type: 'sessionExpired' }
  /** A call was refused by the server's access rule (maintenance, a blocked region or IP). */
  | { type: 'accessRefused' }
  /** A call got no answer while online: a ping decides between its network notice and the unreachable modal. */
  | { type: 'checkReachability'; ifReachable: NetworkNotice }
  | { type: 'hideLoading'; durationMs: number };

export type ApiEventType = ApiEvent['type'];
export type ApiEventOf<K extends ApiEventType> = Extract<ApiEvent, { type: K }>;

type Handler = (event: ApiEvent) => void;

const handlers = new Map<ApiEventType, Set<Handler>>();

export const apiEvents = {
  /** Subscribe to one event type; the returned function unsubscribes. */
  on<K extends ApiEventType>(type: K, handler: (event: ApiEventOf<K>) => void): () => void {
    // Stored under its own type, so it only ever receives events of type K.
    const h = handler as Handler;
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(h);
    return () => {
      handlers.get(type)?.delete(h);
    };
  },

  emit(event: ApiEvent): void {
    for (const h of [...(handlers.get(event.type) ?? [])]) {
      try {
        h(event);
      } catch (err) {
        // A broken listener must not make a request reject (the layer never throws); surface it
        // asynchronously so it still reaches the console and error reporting.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  },
};
