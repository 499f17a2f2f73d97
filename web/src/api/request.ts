/**
 * The one request layer (docs/architecture.md "The request layer and its error catalogue"; signed-in §7 and
 * §8): defaults, headers, token, encryption, timeout, GET de-duplication, session cache and the error
 * catalogue. `request` never rejects: every failure resolves to a failed envelope after the catalogue's action
 * has been carried out.
 */
import { REQUEST_TIMEOUT_MS } from '@app/contract/constants/request';
import type { Envelope } from '@app/contract/envelope';
import { FIRST_LOAD_ERROR, SPEC_ERROR } from '@app/contract/first-load-errors';
import { failureAction, type FailureInput } from './failure';
import { performFailure } from './failure-effects';
import { defaultHeaders } from './headers';
import { parseEnvelope } from './parse-envelope';
import { canceled, failed, missingEncryption, missingUrl, REQUEST_ERROR } from './request-errors';
import { readSessionInfo } from '../lib/session-info';
import { readCached, writeCached } from './session-cache';
import { send, type HttpMethod, type TransportResult } from './transport';

export interface RequestOptions {
  /** Default GET. */
  method?: HttpMethod;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** JSON body (ignored for GET). */
  data?: unknown;
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>;
  /** Milliseconds; default REQUEST_TIMEOUT_MS (30 s). */
  timeout?: number;
  /** Encrypt the body (docs/architecture.md "Encrypted posts"); not for GET. */
  encrypt?: boolean;
  /** The per-call alert flag: false keeps ordinary failures silent. Default true. */
  alert?: boolean;
  /** No notice of any kind, not even session expiry or a network error (logout, background calls). */
  quiet?: boolean;
  /** GET only: answer from and store in the session-storage cache. */
  cache?: boolean;
  /** ModuleId header; sent even on public paths when given. */
  moduleId?: string;
  /** Aborting resolves this caller with errorCode ERR_CANCELED and no event. */
  signal?: AbortSignal;
}

type Result = Envelope<unknown>;

interface Call {
  url: string;
  method: HttpMethod;
  options: RequestOptions;
  timeoutMs: number;
  /** Aborted when every caller waiting for this call has given up. */
  signal: AbortSignal;
  /** Merchant, Language and, off the public paths, Authorization and ModuleId: taken when the call starts. */
  baseHeaders: Record<string, string>;
}

/** The session token the call went out with, if any. */
const tokenOf = (call: Call): string | null =>
  call.options.headers?.Authorization ?? call.baseHeaders.Authorization ?? null;

const withQuery = (url: string, params: RequestOptions['params']): string => {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    // `== null` also drops nulls a loosely typed caller may pass.
    if (value != null) query.append(name, String(value));
  }
  const qs = query.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
};

const pageProtocol = (): string => (typeof location !== 'undefined' ? location.protocol : 'https:');

/** Carries out the catalogue's action for a failure and hands back the result the caller gets. */
const settle = (
  input: Omit<FailureInput, 'protocol' | 'alert' | 'quiet' | 'sessionEnded'>,
  call: Call,
  result: Result,
): Result => {
  const token = tokenOf(call);
  performFailure(
    failureAction({
      ...input,
      protocol: pageProtocol(),
      alert: call.options.alert ?? true,
      quiet: call.options.quiet ?? false,
      sessionEnded: token !== null && readSessionInfo()?.token !== token,
    }),
  );
  return result;
};

/** Turns one HTTP exchange into the caller's envelope. */
const conclude = (res: TransportResult, call: Call): Result => {
  if (!res.ok) {
    if (res.network === 'canceled') return canceled();
    const result =
      res.network === 'timeout'
        ? failed(`timeout of ${call.timeoutMs}ms exceeded`, REQUEST_ERROR.timeout)
        : failed('Network Error', REQUEST_ERROR.network);
    return settle(
      { status: null, errorCode: result.errorCode, message: result.message, network: res.network },
      call,
      result,
    );
  }
  const env = parseEnvelope(res.json);
  const httpOk = res.status >= 200 && res.status < 300;
  if (env?.success && httpOk) return env;
  // A failed envelope keeps its value: some failures carry data (login_verify_required names the methods).
  const result: Result = env ? { ...env, success: false } : failed(null, null);
  return settle(
    { status: res.status, errorCode: result.errorCode, message: result.message, network: null },
    call,
    result,
  );
};

const sendEncrypted = async (call: Call, json: string, retried = false): Promise<Result> => {
  const unencrypted = (network: FailureInput['network']) => {
    // A key fetch that failed on the network was reported as such; the code tells callers so.
    const result = missingEncryption(network ? REQUEST_ERROR.network : null);
    return settle(
      { status: null, errorCode: null, message: SPEC_ERROR.missingEncryption, network },
      call,
      result,
    );
  };
  // The key and the cipher load with the first encrypted post, not with the first load; code that cannot be
  // fetched fails the post like a key that cannot be.
  const code = await Promise.all([import('./rsa-key'), import('./encryption')]).catch(() => null);
  if (!code) return unencrypted(navigator.onLine === false ? 'offline' : 'unreachable');
  const [{ dropServerKey, getServerKey }, { encryptBody }] = code;
  const keyResult = await getServerKey(call.timeoutMs);
  if (call.signal.aborted) return canceled();
  if (!keyResult.ok) return unencrypted(keyResult.network);
  const key = keyResult.key;

  let body = json;
  let headers = { ...call.baseHeaders, 'Content-Type': 'application/json', ...call.options.headers };
  if (key.DES) {
    try {
      const encrypted = await encryptBody(json, key);
      body = encrypted.body;
      headers = { ...headers, 'Content-Type': 'text/plain', ...encrypted.headers };
    } catch {
      return unencrypted(null);
    }
  }

  const res = await send({
    method: call.method,
    url: call.url,
    headers,
    body,
    timeoutMs: call.timeoutMs,
    signal: call.signal,
  });
  if (
    !retried &&
    key.DES &&
    res.ok &&
    parseEnvelope(res.json)?.errorCode === FIRST_LOAD_ERROR.encryptionKeyUnknown
  ) {
    // The server rotated or forgot the key: fetch it again and retry once.
    dropServerKey(key);
    return sendEncrypted(call, json, true);
  }
  return conclude(res, call);
};

const perform = async (call: Call): Promise<Result> => {
  const { data, encrypt, headers } = call.options;
  if (call.method !== 'GET' && encrypt) return sendEncrypted(call, JSON.stringify(data ?? {}));
  const body = call.method !== 'GET' && data !== undefined ? JSON.stringify(data) : undefined;
  const res = await send({
    method: call.method,
    url: call.url,
    headers: {
      ...call.baseHeaders,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body,
    timeoutMs: call.timeoutMs,
    signal: call.signal,
  });
  return conclude(res, call);
};

/** One call on the wire, possibly awaited by several callers (GET de-duplication). */
interface Execution {
  promise: Promise<Result>;
  controller: AbortController;
  /** Callers still waiting; the wire call is aborted only when the last one gives up. */
  waiting: number;
  onAbandoned: () => void;
}

const start = (url: string, options: RequestOptions, onAbandoned: () => void = () => {}): Execution => {
  const controller = new AbortController();
  const call: Call = {
    url,
    method: options.method ?? 'GET',
    options,
    timeoutMs: options.timeout ?? REQUEST_TIMEOUT_MS,
    signal: controller.signal,
    baseHeaders: defaultHeaders(url, options.moduleId),
  };
  const promise = perform(call).catch(() =>
    // Only a bug or an unserialisable body gets here; it still ends as a failure, never a rejection.
    settle({ status: null, errorCode: null, message: null, network: null }, call, failed(null, null)),
  );
  return { promise, controller, waiting: 0, onAbandoned };
};

const join = (exec: Execution, signal: AbortSignal | undefined): Promise<Result> => {
  exec.waiting++;
  if (!signal) return exec.promise;
  return new Promise((resolve) => {
    const onAbort = () => {
      exec.waiting--;
      if (exec.waiting === 0) {
        exec.onAbandoned();
        exec.controller.abort();
      }
      resolve(canceled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    void exec.promise.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
};

/** Identical GETs (same URL and query) in flight share one fetch and one result. */
const inFlight = new Map<string, Execution>();

const dispatch = async (url: string, options: RequestOptions): Promise<Result> => {
  if (options.signal?.aborted) return canceled();
  const method = options.method ?? 'GET';
  const fullUrl = withQuery(url, options.params);
  if (method !== 'GET') return join(start(fullUrl, options), options.signal);

  if (options.cache) {
    const hit = readCached(fullUrl);
    if (hit) return hit;
  }
  // Callers that want different notices do not share a call: the first caller's flags would apply to both.
  const key = `${options.alert ?? true}|${options.quiet ?? false}|${fullUrl}`;
  let exec = inFlight.get(key);
  if (!exec) {
    const forget = () => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    };
    const created = start(fullUrl, options, forget);
    void created.promise.then(forget);
    inFlight.set(key, created);
    exec = created;
  }
  const result = await join(exec, options.signal);
  // Stored per caller, so a cache:true caller that joined another's call still fills the cache.
  if (options.cache) writeCached(fullUrl, result);
  return result;
};

export const request = async <T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> => {
  // The spec: "A request without a url is rejected" - resolved as a failure, with no event.
  if (!url) return missingUrl<T>();
  try {
    // The answer is trusted to be T: the contract types each call; its zod schemas stay out of the browser.
    return (await dispatch(url, options)) as Envelope<T>;
  } catch {
    // Not expected (every step above resolves), but the layer promises callers it never rejects.
    return failed<T>(null, null);
  }
};
