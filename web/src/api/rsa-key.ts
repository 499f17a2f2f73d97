import { endpoints } from '@app/contract/endpoints';
import type { NetworkFailure } from './failure';
import { defaultHeaders } from './headers';
import { send } from './transport';

/** The key answer of GET /wps/session/key/rsa (not wrapped in the envelope). */
export interface ServerKey {
  rsaKey: string;
  RSA: string;
  /** false: the server takes plain JSON bodies. */
  DES: boolean;
}

export type KeyResult = { ok: true; key: ServerKey } | { ok: false; network: NetworkFailure };

const parseKey = (json: unknown): ServerKey | null => {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  if (o.success !== true) return null;
  // Encrypt unless the server says DES: false explicitly.
  const DES = o.DES !== false;
  const rsaKey = typeof o.rsaKey === 'string' ? o.rsaKey : '';
  const RSA = typeof o.RSA === 'string' ? o.RSA : '';
  if (DES && (!rsaKey || !RSA)) return null;
  return { rsaKey, RSA, DES };
};

const fetchKey = async (timeoutMs: number): Promise<KeyResult> => {
  // The timestamp keeps caches and proxies from answering an old key.
  const url = `${endpoints.rsaKey.path}?_=${Date.now()}`;
  const res = await send({ method: 'GET', url, headers: defaultHeaders(url, undefined), timeoutMs });
  if (!res.ok) return { ok: false, network: res.network === 'canceled' ? null : res.network };
  const key = parseKey(res.json);
  return key ? { ok: true, key } : { ok: false, network: null };
};

/**
 * The key is kept in memory until the server rejects its id. Concurrent encrypted posts share one
 * fetch; the fetch is not tied to any caller's signal, so one caller giving up does not fail the others.
 */
let pending: Promise<KeyResult> | null = null;
let current: ServerKey | null = null;

export const getServerKey = (timeoutMs: number): Promise<KeyResult> => {
  if (!pending) {
    const p = fetchKey(timeoutMs).then((r) => {
      if (pending === p) {
        if (r.ok) current = r.key;
        else pending = null; // a failed fetch is not cached: the next post tries again
      }
      return r;
    });
    pending = p;
    current = null;
  }
  return pending;
};

/** Forget the key the server no longer knows (encryption.key.unknown), unless a newer one replaced it. */
export const dropServerKey = (stale: ServerKey): void => {
  if (current === stale) {
    current = null;
    pending = null;
  }
};
