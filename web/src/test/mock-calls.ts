import { vi } from 'vitest';
import type { CallName, CallRequest, CallResponse } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import { endpoints, type EndpointName } from '@app/contract/endpoints';
import type { RelayCallName, RelayRequest, RelayResponse } from '@app/contract/relay';

/**
 * A typed stand-in for the platform API at the fetch boundary: the code under test runs through the real
 * request layer (headers, token, de-duplication, error catalogue), and each call of the contract answers
 * what the test says. The key endpoint answers DES: false, so encrypted calls arrive as plain JSON.
 */

/** What a mocked call answers: an envelope (HTTP 200), or one with another status, or a network failure. */
export type MockAnswer<T> = Envelope<T> | { status: number; body: Envelope<T> } | 'network-error';
type Handler<Req, Res> = MockAnswer<Res> | ((payload: Req) => MockAnswer<Res> | Promise<MockAnswer<Res>>);

type Mockable = EndpointName & CallName;
export type CallAnswers = { [N in Mockable]?: Handler<CallRequest<N>, CallResponse<N>> };
export type RelayAnswers = { [N in RelayCallName]?: Handler<RelayRequest<N>, RelayResponse<N>> };

export interface RecordedCall {
  name: string;
  payload: unknown;
  headers: Record<string, string>;
}

export const ok = <T>(value: T): Envelope<T> => ({ success: true, message: null, errorCode: null, value });
export const fail = <T = never>(errorCode: string | null, message: string | null = null): Envelope<T> => ({
  success: false,
  message,
  errorCode,
  value: null,
});

const RELAY_PREFIX = endpoints.relay.path.replace(':name', '');

/** Call names by method and path (login and social login share one: the first given answer serves both). */
const namesFor = (method: string, path: string): string[] =>
  (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => endpoints[name].method === method && endpoints[name].path === path,
  );

const respond = (answer: MockAnswer<unknown>): Response => {
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  const [status, body] = 'status' in answer ? [answer.status, answer.body] : [200, answer];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

/**
 * Answers the contract's calls by name for the rest of the test (`restore` ends it sooner; the setup file
 * restores fetch after each test). A call nobody answered fails the test that made it: `unanswered` lists them.
 */
export function mockCalls(answers: CallAnswers = {}, relays: RelayAnswers = {}) {
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];
  const handlers = answers as Record<string, Handler<unknown, unknown> | undefined>;
  const relayHandlers = relays as Record<string, Handler<unknown, unknown> | undefined>;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname === endpoints.rsaKey.path) {
      return new Response(JSON.stringify({ success: true, rsaKey: '', RSA: 'test', DES: false }));
    }
    const payload =
      method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : (JSON.parse(typeof init.body === 'string' ? init.body : '{}') as unknown);
    const headers = Object.fromEntries(new Headers(init.headers).entries());

    const relay = url.pathname.startsWith(RELAY_PREFIX) ? url.pathname.slice(RELAY_PREFIX.length) : null;
    const name = relay ?? namesFor(method, url.pathname).find((n) => handlers[n]);
    const handler = relay ? relayHandlers[relay] : name ? handlers[name] : undefined;
    calls.push({ name: name ?? `${method} ${url.pathname}`, payload, headers });
    if (!handler) {
      unanswered.push(`${method} ${url.pathname}`);
      return respond('network-error');
    }
    return respond(typeof handler === 'function' ? await handler(payload) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    /** Every call made, in order, with its payload (query or body) and headers. */
    calls,
    unanswered,
    /** The payloads sent to one call. */
    payloadsOf: (name: Mockable | RelayCallName): unknown[] =>
      calls.filter((c) => c.name === name).map((c) => c.payload),
    restore: () => vi.unstubAllGlobals(),
  };
}
