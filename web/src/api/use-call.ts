import { useCallback, useSyncExternalStore } from 'react';
import { readCall, subscribeCall, type CallQuery, type CallState } from './call-cache';

export interface UseCallOptions {
  /** Asks again this often while the screen shows the answer (paused while the page is hidden). */
  pollMs?: number;
}

/**
 * A call's answer for a screen, from the call cache: loading, ready or error with a retry. A null query asks
 * for nothing and answers null: pass null for session-scoped calls when signed out.
 */
export function useCall<T>(query: CallQuery<T>, options?: UseCallOptions): CallState<T>;
export function useCall<T>(query: CallQuery<T> | null, options?: UseCallOptions): CallState<T> | null;
export function useCall<T>(query: CallQuery<T> | null, { pollMs }: UseCallOptions = {}): CallState<T> | null {
  const key = query?.key;
  const subscribe = useCallback(
    (onChange: () => void) => (query ? subscribeCall(query, onChange, pollMs) : () => {}),
    // The key is the request's identity: a query rebuilt on each render with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, pollMs],
  );
  const snapshot = useCallback(() => (query ? readCall(query) : null), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
