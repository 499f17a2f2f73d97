/**
 * The one place that holds server data: answers of `callApi` / `callRelay` kept by request, shared
 * while in flight, scoped to the app or to the session, fresh for a stale time, optionally polled. React reads it
 * through `useCall` (use-call.ts); code outside components through `fetchCall`.
 *
 * Our own rather than TanStack Query: the system status and the countries are needed on /m/login, so the data
 * layer loads there, and TanStack Query may not. Measured with esbuild (minified, gzip -9):
 * `@tanstack/react-query` 5.108 for `QueryClient` + `QueryClientProvider` + `useQuery` is 9.8 KB; this module
 * and use-call.ts are about 1.5 KB, against a /m/login budget that is already tight.
 */
import type { CallName, CallRequest, CallResponse } from '@app/contract/calls';
import { endpoints, type EndpointName } from '@app/contract/endpoints';
import type { Envelope } from '@app/contract/envelope';
import type { RelayCallName, RelayRequest, RelayResponse } from '@app/contract/relay';
import { onLanguageChange } from '../i18n/i18n';
import { callApi, callRelay, type CallOptions } from './call';
import { flushCache } from './session-cache';

/** 'session': the answer belongs to the signed-in member and goes at sign-in, sign-out and session expiry. */
export type CallScope = 'app' | 'session';

export interface CallFailure {
  message: string | null;
  errorCode: string | null;
}

/** What a screen shows for a call: the one loading / ready / error type (components/ renders it). */
export type CallState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: CallFailure; retry: () => void };

/** One request as the cache knows it; built by `callQuery` / `relayQuery` and kept in an api object. */
export interface CallQuery<T> {
  /** Identical requests share this key, hence one answer and one call in flight. */
  readonly key: string;
  /** The contract call or relay name, for invalidation by name. */
  readonly name: string;
  readonly scope: CallScope;
  readonly staleMs: number;
  /** The answer holds texts in the interface language: fetched again when it changes. */
  readonly languageDependent: boolean;
  /** Path prefix of the request layer's session-storage copy (`cache: true`), flushed with this entry. */
  readonly persistedPath: string | null;
  readonly run: () => Promise<Envelope<T>>;
}

export interface QueryOptions extends CallOptions {
  scope: CallScope;
  staleMs: number;
  languageDependent?: boolean;
}

/** A payload, or a function giving it when the call is sent (values read at that moment, not part of the key). */
type Payload<P> = P | (() => P);

const queryOf = <T>(
  key: string,
  name: string,
  { scope, staleMs, languageDependent = false, ...callOptions }: QueryOptions,
  persistedPath: string,
  run: (callOptions: CallOptions) => Promise<Envelope<T>>,
): CallQuery<T> => ({
  key,
  name,
  scope,
  staleMs,
  languageDependent,
  persistedPath: callOptions.cache ? persistedPath : null,
  run: () => run(callOptions),
});

const keyOf = (name: string, payload: unknown): string =>
  typeof payload === 'function' ? name : `${name}:${JSON.stringify(payload ?? null)}`;

const valueOf = <P>(payload: Payload<P>): P =>
  typeof payload === 'function' ? (payload as () => P)() : payload;

/** A contract call as a cached query. */
export const callQuery = <N extends EndpointName & CallName>(
  name: N,
  payload: Payload<CallRequest<N> | undefined>,
  options: QueryOptions,
): CallQuery<CallResponse<N>> =>
  queryOf(keyOf(name, payload), name, options, endpoints[name].path, (o) =>
    // Sent exactly as a direct caller would: without an options argument when there are none.
    Object.keys(o).length > 0 ? callApi(name, valueOf(payload), o) : callApi(name, valueOf(payload)),
  );

/** A relay call (POST /wps/relay/{name}) as a cached query. */
export const relayQuery = <N extends RelayCallName>(
  name: N,
  payload: RelayRequest<N>,
  options: QueryOptions,
): CallQuery<RelayResponse<N>> =>
  queryOf(keyOf(`relay/${name}`, payload), name, options, endpoints.relay.path, (o) =>
    callRelay(name, payload, o),
  );

interface Entry {
  query: CallQuery<unknown>;
  state: CallState<unknown>;
  /** When the answer now held arrived; null when there is none or it was invalidated. */
  fetchedAt: number | null;
  loading: Promise<CallState<unknown>> | null;
  listeners: Set<(state: CallState<unknown>) => void>;
  /** Listeners that show the answer (subscribeCall): a new session's answer is asked for at once for them. */
  followers: number;
  /** The poll period each polling subscriber asked for; the shortest applies. */
  pollers: Map<object, number>;
  pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** A poll fell due while the page was hidden: it is sent when the page shows again. */
  pollDue: boolean;
}

const LOADING: CallState<never> = { status: 'loading' };
const entries = new Map<string, Entry>();

const entryOf = (query: CallQuery<unknown>): Entry => {
  let entry = entries.get(query.key);
  if (!entry) {
    entry = {
      query,
      state: LOADING,
      fetchedAt: null,
      loading: null,
      listeners: new Set(),
      followers: 0,
      pollers: new Map(),
      pollTimer: undefined,
      pollDue: false,
    };
    entries.set(query.key, entry);
  }
  return entry;
};

const setState = (entry: Entry, state: CallState<unknown>): void => {
  entry.state = state;
  for (const listener of entry.listeners) {
    try {
      listener(state);
    } catch (error) {
      // One broken follower (an answer not of the contract's shape, say) must not keep the others stale or leave
      // the call unsettled; the error is still reported.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
};

const isFresh = (entry: Entry): boolean =>
  entry.state.status === 'ready' &&
  entry.fetchedAt !== null &&
  Date.now() - entry.fetchedAt < entry.query.staleMs;

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const schedulePoll = (entry: Entry): void => {
  clearTimeout(entry.pollTimer);
  entry.pollTimer = undefined;
  if (entry.pollers.size === 0) return;
  entry.pollTimer = setTimeout(
    () => {
      entry.pollTimer = undefined;
      // A hidden page is not polled: nobody sees the answer, and a phone in a pocket should not keep asking.
      // The poll is sent when the page shows again (the visibilitychange listener below).
      if (pageHidden()) entry.pollDue = true;
      else void load(entry);
    },
    Math.min(...entry.pollers.values()),
  );
};

/** Sends the call, or joins the one in flight; settles with the entry's state after the answer. */
const load = (entry: Entry): Promise<CallState<unknown>> => {
  if (entry.loading) return entry.loading;
  // A retry after an error shows the loading state again; a refresh of shown data keeps it on screen.
  if (entry.state.status === 'error') setState(entry, LOADING);
  // The executor runs at once, so the call is on the wire now; a throw becomes a rejection.
  const loading: Promise<CallState<unknown>> = new Promise<Envelope<unknown>>((resolve) =>
    resolve(entry.query.run()),
  )
    // The request layer never rejects; a rejection here is a bug and counts as a failure.
    .catch((): Envelope<unknown> => ({ success: false, message: null, errorCode: null, value: null }))
    .then((res) => {
      // Superseded: the session this answer belonged to has ended (clearSessionCalls).
      if (entry.loading !== loading) return LOADING;
      entry.loading = null;
      if (res.success && res.value != null) {
        entry.fetchedAt = Date.now();
        setState(entry, { status: 'ready', data: res.value });
      } else if (entry.state.status !== 'ready') {
        // A failed refresh (a poll, say) keeps the data shown; it stays stale, so it is asked for again.
        setState(entry, {
          status: 'error',
          error: { message: res.message, errorCode: res.errorCode },
          retry: () => void load(entryOf(entry.query)),
        });
      }
      schedulePoll(entry);
      return entry.state;
    });
  entry.loading = loading;
  return loading;
};

/**
 * Follows an entry's state without asking for it (a store that mirrors an answer): told of every answer, and
 * the entry is fetched again when invalidated. A new session's answer is not asked for on its behalf: it comes
 * when someone shows it (subscribeCall) or needs it (fetchCall).
 */
export const watchCall = <T>(query: CallQuery<T>, listener: (state: CallState<T>) => void): (() => void) => {
  const entry = entryOf(query);
  const l = listener as (state: CallState<unknown>) => void;
  entry.listeners.add(l);
  return () => {
    entry.listeners.delete(l);
  };
};

/**
 * Follows an entry and asks for it when it is not fresh; `pollMs` asks again that often while followed. A fresh
 * answer is not asked for again, so the new listener is given it at once: it would hear nothing until the answer
 * next changes (a screen that read the same call first kept the download prompts' counts from coming).
 */
export const subscribeCall = <T>(
  query: CallQuery<T>,
  listener: (state: CallState<T>) => void,
  pollMs?: number,
): (() => void) => {
  const entry = entryOf(query);
  const unwatch = watchCall(query, listener);
  entry.followers++;
  const poller = {};
  if (pollMs) entry.pollers.set(poller, pollMs);
  if (!isFresh(entry)) void load(entry);
  else {
    listener(entry.state as CallState<T>);
    if (pollMs) schedulePoll(entry);
  }
  return () => {
    unwatch();
    entry.followers--;
    if (entry.pollers.delete(poller)) schedulePoll(entry);
  };
};

/** The entry's state now (the loading state when nothing was asked yet). */
export const readCall = <T>(query: CallQuery<T>): CallState<T> =>
  (entries.get(query.key)?.state ?? LOADING) as CallState<T>;

/**
 * For code outside components (stores, bootstrap): the fresh answer, else the answer of a call sent now (or of
 * the one in flight); null when it failed.
 */
export const fetchCall = async <T>(query: CallQuery<T>): Promise<T | null> => {
  const entry = entryOf(query);
  const state = isFresh(entry) ? entry.state : await load(entry);
  return state.status === 'ready' ? (state.data as T) : null;
};

/** Marks matching answers stale: followed ones are fetched again now (their data stays shown), others when next asked. */
export const invalidateCalls = (match: {
  scope?: CallScope;
  name?: string;
  languageDependent?: true;
}): void => {
  for (const entry of entries.values()) {
    const { scope, name, languageDependent, persistedPath } = entry.query;
    if (match.scope !== undefined && match.scope !== scope) continue;
    if (match.name !== undefined && match.name !== name) continue;
    if (match.languageDependent && !languageDependent) continue;
    entry.fetchedAt = null;
    if (persistedPath) flushCache(persistedPath);
    if (entry.listeners.size > 0) void load(entry);
  }
};

/** The interface language changed: answers holding texts in it are fetched again. */
export const refetchLanguageDependent = (): void => invalidateCalls({ languageDependent: true });

onLanguageChange(refetchLanguageDependent);

/**
 * Sign-in, sign-out, session expiry (app-store's signIn / signOut): the session-scoped answers go, and so do
 * the request layer's session-storage answers (kept as the previous visitor saw them). `refetch`: followed
 * entries ask again at once, for the new session; on sign-out they wait, with no token to ask with.
 */
export const clearSessionCalls = ({ refetch }: { refetch: boolean }): void => {
  flushCache();
  for (const entry of entries.values()) {
    if (entry.query.scope !== 'session') continue;
    entry.loading = null;
    entry.fetchedAt = null;
    clearTimeout(entry.pollTimer);
    entry.pollDue = false;
    if (entry.listeners.size === 0) {
      entries.delete(entry.query.key);
      continue;
    }
    setState(entry, LOADING);
    // Without a token a poll would end in the session-expired notice: polling resumes with the next answer.
    if (refetch && entry.followers > 0) void load(entry);
  }
};

/**
 * Forgets every answer and stops every poll: a fresh start for each unit test (the test setup calls it). The
 * followers stay: modules follow entries once, when loaded (stores/system-status.ts).
 */
export const resetCallCache = (): void => {
  for (const entry of entries.values()) {
    clearTimeout(entry.pollTimer);
    if (entry.listeners.size === 0) entries.delete(entry.query.key);
    else Object.assign(entry, { state: LOADING, fetchedAt: null, loading: null, pollDue: false });
  }
};

// Unit tests start every test with an empty cache: the setup file (test/setup.ts) runs what a module registers
// here, without importing it itself. Vite folds the condition to false in the app's build and drops the line.
if (import.meta.env.MODE === 'test') {
  const resets = ((globalThis as { __testResets?: Set<() => void> }).__testResets ??= new Set());
  resets.add(resetCallCache);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (pageHidden()) return;
    for (const entry of entries.values()) {
      if (!entry.pollDue) continue;
      entry.pollDue = false;
      void load(entry);
    }
  });
}
