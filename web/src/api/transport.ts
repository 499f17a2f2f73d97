import type { NetworkFailure } from './failure';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP exchange: an answer (any status), or why none arrived. */
export type TransportResult =
  | { ok: true; status: number; /** Parsed JSON body; undefined when the body is not JSON. */ json: unknown }
  | { ok: false; network: Exclude<NetworkFailure, null> | 'canceled' };

export interface SendInit {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Aborted when every caller waiting for this call gave up. */
  signal?: AbortSignal;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** fetch with the timeout covering both headers and body; never rejects. */
export const send = async (init: SendInit): Promise<TransportResult> => {
  if (init.signal?.aborted) return { ok: false, network: 'canceled' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs);
  const cancel = () => controller.abort();
  init.signal?.addEventListener('abort', cancel, { once: true });
  // Raced against fetch so a timeout settles the call even where an implementation ignores the signal.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });

  try {
    const response = await Promise.race([
      fetch(init.url, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        credentials: 'include',
        signal: controller.signal,
      }),
      aborted,
    ]);
    const text = await Promise.race([response.text(), aborted]);
    return { ok: true, status: response.status, json: parseJson(text) };
  } catch {
    if (timedOut) return { ok: false, network: 'timeout' };
    if (init.signal?.aborted) return { ok: false, network: 'canceled' };
    // fetch rejects with a TypeError for offline, DNS, refused connections and CORS alike.
    return { ok: false, network: isOffline() ? 'offline' : 'unreachable' };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', cancel);
  }
};
