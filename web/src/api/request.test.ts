// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { createDecipheriv, createHash, generateKeyPairSync } from 'node:crypto';
import { DEFAULT_HEADER_LANGUAGE } from '@app/contract/constants/language';
import {
  ERROR_LOADING_HIDDEN_MS,
  MODULE_ID,
  OFFLINE_MESSAGE_MS,
  REQUEST_TIMEOUT_MS,
} from '@app/contract/constants/request';
import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import forge from 'node-forge';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { sessionFixture } from '../test/fixtures';
import type { ApiEvent, ApiEventType } from './events';

/** Each test gets fresh modules: the key cache, in-flight map and session-expiry flag start empty. */
const load = async () => {
  const requestModule = await import('./request');
  const { flushCache } = await import('./session-cache');
  const { apiEvents } = await import('./events');
  const events: ApiEvent[] = [];
  const types: ApiEventType[] = ['alert', 'toast', 'sessionExpired', 'checkReachability', 'hideLoading'];
  for (const type of types) apiEvents.on(type, (e) => events.push(e));
  return { ...requestModule, flushCache, events };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, message: null, errorCode: null, value });
const fail = (message: string | null, errorCode: string | null, status = 200, value: unknown = null) =>
  json({ success: false, message, errorCode, value }, status);

type FetchArgs = [url: string, init: RequestInit];
let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
const calls = () => fetchMock.mock.calls;
const headersOf = (i = 0) => (calls()[i]?.[1].headers ?? {}) as Record<string, string>;

/** A fetch that only settles when aborted, like a server that never answers. */
const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** The next fetch answers only when the test calls the function returned, with the response given. */
const heldFetch = (): ((response: Response) => void) => {
  let answer: (response: Response) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
  return answer;
};

const signIn = (token = 'tok-123') =>
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionFixture({ token })));

const hideLoading: ApiEvent = { type: 'hideLoading', durationMs: ERROR_LOADING_HIDDEN_MS };

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() => Promise.resolve(ok(null)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Request defaults and headers (signed-in §7)', () => {
  it('Defaults: method GET, credentials sent, no body', async () => {
    const { request } = await load();
    await request('/wps/system/country');
    const [url, init] = calls()[0] ?? [];
    expect(url).toBe('/wps/system/country');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(headersOf()['Content-Type']).toBeUndefined();
  });

  const headerRows: [rule: string, stored: string | null, expected: string][] = [
    ['Every request carries Language, default CN', null, DEFAULT_HEADER_LANGUAGE],
    ['Language is sent upper-case', 'th', 'TH'],
    ['Language keeps regional codes upper-case', 'pt-br', 'PT-BR'],
  ];
  it.each(headerRows)('%s', async (_rule, stored, expected) => {
    if (stored) localStorage.setItem('language', stored);
    const { request } = await load();
    await request('/wps/system/status');
    expect(headersOf().Language).toBe(expected);
  });

  it('Every request carries the Merchant header', async () => {
    const { request } = await load();
    await request('/wps/system/status');
    expect(headersOf().Merchant).toBe('DEMO');
  });

  const authRows: [
    rule: string,
    path: string,
    moduleId: string | undefined,
    expected: Record<string, string | undefined>,
  ][] = [
    [
      'Authenticated URLs also carry Authorization (the token) and ModuleId',
      '/wps/member/info',
      undefined,
      { Authorization: 'tok-123', ModuleId: MODULE_ID.member },
    ],
    [
      'Authenticated URLs carry the call’s own ModuleId when it names one',
      '/wps/relay/CBS_unreadCount',
      'CBS3',
      { Authorization: 'tok-123', ModuleId: 'CBS3' },
    ],
    [
      'Paths allowed without a token carry neither Authorization nor ModuleId',
      '/wps/system/status',
      undefined,
      { Authorization: undefined, ModuleId: undefined },
    ],
    [
      'Registration sends its ModuleId (REG3) on a public path, still without Authorization',
      '/wps/member/register',
      'REG3',
      { Authorization: undefined, ModuleId: 'REG3' },
    ],
    [
      'The public-path check reads the path of an absolute URL',
      'https://other.example.com/wps/system/test/ping?speed=1',
      undefined,
      { Authorization: undefined, ModuleId: undefined },
    ],
  ];
  it.each(authRows)('%s', async (_rule, path, moduleId, expected) => {
    signIn();
    const { request } = await load();
    await request(path, { moduleId });
    const headers = headersOf();
    for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
  });

  it('without a session an authenticated URL carries ModuleId and no Authorization', async () => {
    const { request } = await load();
    await request('/wps/member/info');
    expect(headersOf().Authorization).toBeUndefined();
    expect(headersOf().ModuleId).toBe(MODULE_ID.member);
  });

  it('JSON: a POST body is sent as application/json; caller headers override defaults', async () => {
    const { request } = await load();
    await request('/wps/verification/sms/noLogin', {
      method: 'POST',
      data: { mobileNum: '123' },
      headers: { Device: 'PWA', Language: 'EN' },
    });
    const [, init] = calls()[0] ?? [];
    expect(init?.body).toBe('{"mobileNum":"123"}');
    expect(headersOf()).toMatchObject({ 'Content-Type': 'application/json', Device: 'PWA', Language: 'EN' });
  });

  it('params become the query; undefined values are left out', async () => {
    const { request } = await load();
    await request('/wps/system/status', { params: { device: 'PWA', track: undefined, n: 2, b: false } });
    expect(calls()[0]?.[0]).toBe('/wps/system/status?device=PWA&n=2&b=false');
  });

  it('answers the envelope of a successful call', async () => {
    fetchMock.mockResolvedValueOnce(ok({ countryCode: 'VN' }));
    const { request, events } = await load();
    expect(await request('/wps/system/country')).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: { countryCode: 'VN' },
    });
    expect(events).toEqual([]);
  });
});

describe('A request without a url is rejected', () => {
  it('resolves a failure and sends nothing, with no event', async () => {
    const { request, events } = await load();
    expect(await request('')).toEqual({
      success: false,
      message: 'Missing url',
      errorCode: 'request.no.url',
      value: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});

describe('Request timeout 30000 ms', () => {
  const rows: [rule: string, timeout: number | undefined, expectedMs: number][] = [
    ['Request timeout: 30000 ms by default', undefined, REQUEST_TIMEOUT_MS],
    ['Launch requests ask with a 10 s timeout (per-call timeout)', 10_000, 10_000],
  ];
  it.each(rows)('%s, then ECONNABORTED and a timeout alert', async (_rule, timeout, expectedMs) => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const { request, events } = await load();
    let settled = false;
    const pending = request('/wps/game/launchGame', { method: 'POST', data: {}, timeout }).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(expectedMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: false, errorCode: 'ECONNABORTED', value: null });
    expect(events).toEqual([{ type: 'alert', message: null, messageKey: 'request_timeout' }, hideLoading]);
  });
});

describe('GET requests are de-duplicated', () => {
  it('two identical GETs in flight share one fetch and one result', async () => {
    const answer = heldFetch();
    const { request } = await load();
    const a = request('/wps/system/country');
    const b = request('/wps/system/country');
    answer(ok({ countryCode: 'VN' }));
    const [ra, rb] = await Promise.all([a, b]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ra).toBe(rb);
    expect(ra.value).toEqual({ countryCode: 'VN' });
  });

  it('a failure shared by two callers is acted on once', async () => {
    fetchMock.mockResolvedValueOnce(fail('Nope', 'x.y'));
    const { request, events } = await load();
    await Promise.all([request('/wps/system/country'), request('/wps/system/country')]);
    expect(events).toEqual([{ type: 'alert', message: 'Nope', messageKey: null }, hideLoading]);
  });

  const rows: [rule: string, second: [string, Record<string, string>?]][] = [
    ['a different query is a different GET', ['/wps/captcha/geetest', { t: '2' }]],
  ];
  it.each(rows)('%s', async (_rule, [url, params]) => {
    const { request } = await load();
    await Promise.all([request('/wps/captcha/geetest', { params: { t: '1' } }), request(url, { params })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('once answered, the same GET is fetched again', async () => {
    const { request } = await load();
    await request('/wps/system/country');
    await request('/wps/system/country');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('POST is never de-duplicated', async () => {
    const { request } = await load();
    await Promise.all([
      request('/wps/tracking/events', { method: 'POST', data: {} }),
      request('/wps/tracking/events', { method: 'POST', data: {} }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('one caller giving up does not cancel the shared GET for the other', async () => {
    const answer = heldFetch();
    const { request, events } = await load();
    const controller = new AbortController();
    const a = request('/wps/system/country', { signal: controller.signal });
    const b = request('/wps/system/country');
    controller.abort();
    expect(await a).toMatchObject({ success: false, errorCode: 'ERR_CANCELED' });
    answer(ok(1));
    expect(await b).toMatchObject({ success: true, value: 1 });
    expect(calls()[0]?.[1].signal?.aborted).toBe(false);
    expect(events).toEqual([]);
  });

  it('the last caller giving up aborts the fetch, silently', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const { request, events } = await load();
    const controller = new AbortController();
    const a = request('/wps/system/country', { signal: controller.signal });
    controller.abort();
    expect(await a).toMatchObject({ success: false, errorCode: 'ERR_CANCELED' });
    expect(calls()[0]?.[1].signal?.aborted).toBe(true);
    expect(events).toEqual([]);
  });
});

describe('GET may be cached in session storage, by URL, with flush', () => {
  it('a cached GET answers from session storage until flushed', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok({ countryCode: 'VN' })));
    const { request, flushCache } = await load();
    const first = await request('/wps/system/country', { cache: true });
    const second = await request('/wps/system/country', { cache: true });
    expect(second).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('api-cache:/wps/system/country')).not.toBeNull();

    flushCache('/wps/system/country');
    await request('/wps/system/country', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('flush by prefix keeps other URLs; flush without a prefix drops all', async () => {
    const { request, flushCache } = await load();
    await request('/wps/system/country', { cache: true });
    await request('/wps/system/domainRoute', { cache: true });
    sessionStorage.setItem('unrelated', 'x');
    flushCache('/wps/system/country');
    expect(sessionStorage.getItem('api-cache:/wps/system/country')).toBeNull();
    expect(sessionStorage.getItem('api-cache:/wps/system/domainRoute')).not.toBeNull();
    flushCache();
    expect(sessionStorage.getItem('api-cache:/wps/system/domainRoute')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('x');
  });

  const rows: [rule: string, cache: boolean, answer: () => Response][] = [
    ['a failed answer is not cached', true, () => fail('Nope', 'x')],
    ['a GET without the cache flag is not cached', false, () => ok(1)],
  ];
  it.each(rows)('%s', async (_rule, cache, answer) => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    const { request } = await load();
    await request('/wps/system/country', { cache, alert: false });
    await request('/wps/system/country', { cache, alert: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('The alert can be suppressed per call', () => {
  const rows: [rule: string, alert: boolean | undefined, expected: ApiEvent[]][] = [
    [
      'by default a failure alerts the server message',
      undefined,
      [{ type: 'alert', message: 'Bad', messageKey: null }, hideLoading],
    ],
    ['alert: false keeps it silent, loading still hidden', false, [hideLoading]],
  ];
  it.each(rows)('%s', async (_rule, alert, expected) => {
    fetchMock.mockResolvedValueOnce(fail('Bad', 'some.code'));
    const { request, events } = await load();
    expect(await request('/wps/system/country', { alert })).toEqual({
      success: false,
      message: 'Bad',
      errorCode: 'some.code',
      value: null,
    });
    expect(events).toEqual(expected);
  });
});

describe('PUT and DELETE are supported', () => {
  const rows: ['PUT' | 'DELETE', unknown, string | undefined][] = [
    ['PUT', { a: 1 }, '{"a":1}'],
    ['DELETE', undefined, undefined],
  ];
  it.each(rows)('%s', async (method, data, body) => {
    const { request } = await load();
    const result = await request('/wps/member/thing', { method, data });
    expect(result.success).toBe(true);
    expect(calls()[0]?.[1]).toMatchObject({ method, body });
  });
});

describe('Failures: each rule of the error catalogue emits its event', () => {
  const rows: [rule: string, answer: () => Promise<Response>, expected: ApiEvent[]][] = [
    [
      'HTTP 401: session expired',
      () => Promise.resolve(fail(null, null, 401)),
      [{ type: 'sessionExpired' }, hideLoading],
    ],
    [
      'Message CUSTOMER_NOT_LOGIN: session expired',
      () => Promise.resolve(fail('CUSTOMER_NOT_LOGIN', null)),
      [{ type: 'sessionExpired' }, hideLoading],
    ],
    [
      'code user.or.token.invalid: session expired',
      () => Promise.resolve(fail('Token invalid', 'user.or.token.invalid')),
      [{ type: 'sessionExpired' }, hideLoading],
    ],
    [
      'Error codes starting with TOO_MANY_REQUEST: silent',
      () => Promise.resolve(fail('Slow down', 'TOO_MANY_REQUEST', 429)),
      [hideLoading],
    ],
    [
      'HTTP 502: passed on silently',
      () => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })),
      [hideLoading],
    ],
    [
      'Network or CORS error on http: an alert, once a ping shows the API answers (else the unreachable modal)',
      () => Promise.reject(new TypeError('Failed to fetch')),
      [
        {
          type: 'checkReachability',
          ifReachable: { kind: 'alert', message: null, messageKey: 'network_cors_error' },
        },
        hideLoading,
      ],
    ],
    [
      'Other failures: an alert with the server message',
      () => Promise.resolve(fail('Insufficient balance', 'balance.low')),
      [{ type: 'alert', message: 'Insufficient balance', messageKey: null }, hideLoading],
    ],
    [
      'Other failures: an unknown-error text when the answer is not an envelope',
      () => Promise.resolve(new Response('not json', { status: 200 })),
      [{ type: 'alert', message: null, messageKey: 'unknown_error' }, hideLoading],
    ],
    [
      'Other failures: an unknown-error text for an HTTP error without a body',
      () => Promise.resolve(new Response('', { status: 500 })),
      [{ type: 'alert', message: null, messageKey: 'unknown_error' }, hideLoading],
    ],
  ];
  it.each(rows)('%s', async (_rule, answer, expected) => {
    fetchMock.mockImplementation(answer);
    const { request, events } = await load();
    const result = await request('/wps/member/info');
    expect(result.success).toBe(false);
    expect(events).toEqual(expected);
  });

  it('Offline on https: an offline toast for 1.5 s', async () => {
    vi.stubGlobal('location', { protocol: 'https:', href: 'https://m.example.com/m/home' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { request, events } = await load();
    expect(await request('/wps/member/info')).toEqual({
      success: false,
      message: 'Network Error',
      errorCode: 'ERR_NETWORK',
      value: null,
    });
    expect(events).toEqual([
      { type: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS },
      hideLoading,
    ]);
  });

  it('a failed answer keeps its value for the caller (login_verify_required opens the two-factor modal)', async () => {
    const methods = { email: false, ga: true, sms: false, payeeName: true };
    fetchMock.mockResolvedValueOnce(fail('Verify', 'login_verify_required', 200, methods));
    const { request } = await load();
    const result = await request('/wps/session/login', { method: 'POST', data: {}, alert: false });
    expect(result).toEqual({
      success: false,
      message: 'Verify',
      errorCode: 'login_verify_required',
      value: methods,
    });
  });

  it('an HTTP error status fails the call even if the body claims success', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, message: null, errorCode: null, value: 1 }, 500));
    const { request } = await load();
    expect((await request('/wps/member/info', { alert: false })).success).toBe(false);
  });
});

describe('Session expiry: on an auth error the user is logged out and session storage cleared', () => {
  it('HTTP 401 clears session storage and emits sessionExpired, even with the alert suppressed', async () => {
    signIn();
    sessionStorage.setItem('other', 'x');
    localStorage.setItem('language', 'EN');
    fetchMock.mockResolvedValueOnce(fail('CUSTOMER_NOT_LOGIN', null, 401));
    const { request, events } = await load();
    await request('/wps/member/info', { alert: false });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('EN');
    expect(events).toEqual([{ type: 'sessionExpired' }, hideLoading]);
  });

  it('a 401 to a call whose session ended while it was on the wire (a logout) gives no notice', async () => {
    signIn('tok-old');
    const answer = heldFetch();
    const { request, events } = await load();
    const pending = request('/wps/member/info');
    sessionStorage.clear();
    answer(fail('CUSTOMER_NOT_LOGIN', null, 401));
    await pending;
    expect(events).toEqual([hideLoading]);
  });

  it("another member signed in meanwhile: the first session's expiry leaves the new one alone", async () => {
    signIn('tok-old');
    const answer = heldFetch();
    const { request, events } = await load();
    const pending = request('/wps/member/info');
    signIn('tok-new');
    answer(fail(null, null, 401));
    await pending;
    expect(events).toEqual([hideLoading]);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('tok-new');
  });

  it('several calls failing together give one notice; a later expiry gives another', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(fail(null, null, 401)));
    const { request, events } = await load();
    await Promise.all([
      request('/wps/member/info'),
      request('/wps/relay/CBS_unreadCount', { method: 'POST' }),
    ]);
    expect(events.filter((e) => e.type === 'sessionExpired')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'hideLoading')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await request('/wps/member/info');
    expect(events.filter((e) => e.type === 'sessionExpired')).toHaveLength(2);
  });
});

describe('Encrypted posts', () => {
  let rsaKey: string;
  let privatePem: string;
  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    rsaKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  });

  const keyAnswer = (id = 'key-1', DES = true) =>
    json({ success: true, message: 'ok', rsaKey, RSA: id, DES });
  const isKeyFetch = (url: string) => url.startsWith('/wps/session/key/rsa?_=');
  const keyFetches = () => calls().filter(([url]) => isKeyFetch(url));
  const posts = () => calls().filter(([url]) => !isKeyFetch(url));

  /** The server's side: RSA-unwrap the DES key with forge, DES-CBC decrypt with Node (des-ede-cbc, key twice). */
  const decrypt = (body: string, encryption: string) => {
    const desKey = Buffer.from(
      forge.pki.privateKeyFromPem(privatePem).decrypt(forge.util.decode64(encryption), 'RSAES-PKCS1-V1_5'),
      'binary',
    );
    const raw = Buffer.from(body, 'base64');
    const decipher = createDecipheriv('des-ede-cbc', Buffer.concat([desKey, desKey]), raw.subarray(0, 8));
    return Buffer.concat([decipher.update(raw.subarray(8)), decipher.final()]).toString('utf8');
  };

  /** A server that hands out key ids in turn and answers posts from the given list. */
  const server = (postAnswers: (() => Response)[], keyIds = ['key-1', 'key-2']) => {
    let keys = 0;
    let postsSeen = 0;
    fetchMock.mockImplementation((url: string) => {
      if (isKeyFetch(url)) return Promise.resolve(keyAnswer(keyIds[keys++] ?? 'key-x'));
      const answer = postAnswers[postsSeen++] ?? (() => ok(null));
      return Promise.resolve(answer());
    });
  };

  const login = { username: 'player1', password: 'secret', type: 'username' };

  it('Encrypted posts send Encryption, X-Digest and X-RSA, and a text/plain body that decrypts to the JSON', async () => {
    server([() => ok({ token: 't' })]);
    const { request } = await load();
    const result = await request('/wps/session/login', { method: 'POST', data: login, encrypt: true });
    expect(result).toMatchObject({ success: true, value: { token: 't' } });

    const [url, init] = posts()[0] ?? [];
    expect(url).toBe('/wps/session/login');
    const headers = init?.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'Content-Type': 'text/plain', 'X-RSA': 'key-1', Merchant: 'DEMO' });
    const plain = decrypt(String(init?.body), headers.Encryption ?? '');
    expect(headers['X-Digest']).toBe(createHash('sha256').update(plain).digest('hex'));
    // The form, and the random nonce that keeps X-Digest from being guessed (api/encryption.ts).
    expect(JSON.parse(plain)).toEqual({ ...login, nonce: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('the key is fetched first with a timestamp query, as a public call', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    signIn();
    server([() => ok(null)]);
    const { request } = await load();
    await request('/wps/member/password', { method: 'POST', data: {}, encrypt: true });
    expect(calls()[0]?.[0]).toBe('/wps/session/key/rsa?_=1700000000000');
    expect(headersOf(0).Authorization).toBeUndefined();
    expect(headersOf(1).Authorization).toBe('tok-123');
  });

  it('the RSA key is fetched once and cached', async () => {
    server([]);
    const { request } = await load();
    await Promise.all([
      request('/wps/session/login', { method: 'POST', data: login, encrypt: true }),
      request('/wps/session/login', { method: 'POST', data: login, encrypt: true }),
    ]);
    await request('/wps/member/register', { method: 'POST', data: {}, encrypt: true });
    expect(keyFetches()).toHaveLength(1);
    expect(posts()).toHaveLength(3);
  });

  it('unknown key id (encryption.key.unknown): the key is fetched again and the call retried once', async () => {
    server([() => fail('Unknown key', 'encryption.key.unknown'), () => ok('done')]);
    const { request, events } = await load();
    const result = await request('/wps/session/login', { method: 'POST', data: login, encrypt: true });
    expect(result).toMatchObject({ success: true, value: 'done' });
    expect(keyFetches()).toHaveLength(2);
    expect(posts().map(([, init]) => (init.headers as Record<string, string>)['X-RSA'])).toEqual([
      'key-1',
      'key-2',
    ]);
    expect(events).toEqual([]);
  });

  it('unknown key id twice: only one retry, then the failure is reported', async () => {
    server([
      () => fail('Unknown key', 'encryption.key.unknown'),
      () => fail('Unknown key', 'encryption.key.unknown'),
    ]);
    const { request, events } = await load();
    const result = await request('/wps/session/login', { method: 'POST', data: login, encrypt: true });
    expect(result).toMatchObject({ success: false, errorCode: 'encryption.key.unknown' });
    expect(posts()).toHaveLength(2);
    expect(events).toEqual([{ type: 'alert', message: 'Unknown key', messageKey: null }, hideLoading]);
  });

  const keyFailures: [rule: string, answer: () => Promise<Response>, errorCode: string | null][] = [
    [
      'the key answer says success false',
      () => Promise.resolve(json({ success: false, message: 'no', rsaKey: '', RSA: '', DES: true })),
      null,
    ],
    ['the key fetch fails with HTTP 500', () => Promise.resolve(new Response('oops', { status: 500 })), null],
    // The network failure was reported by the layer already (errorCode says so): no second notice.
    ['the key fetch gets no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'ERR_NETWORK'],
    [
      'the key is not an RSA key (encryption fails)',
      () => Promise.resolve(json({ success: true, message: '', rsaKey: 'bm9wZQ==', RSA: 'k', DES: true })),
      null,
    ],
  ];
  it.each(keyFailures)(
    "If encryption fails the result is 'Missing Encryption' and the call is not sent: %s",
    async (_rule, answer, errorCode) => {
      fetchMock.mockImplementation(answer);
      const { request } = await load();
      const result = await request('/wps/session/login', {
        method: 'POST',
        data: login,
        encrypt: true,
        alert: false,
      });
      expect(result).toEqual({ success: false, message: 'Missing Encryption', errorCode, value: null });
      expect(posts()).toHaveLength(0);
    },
  );

  it('a failed key fetch is not cached: the next encrypted post fetches the key again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { request } = await load();
    await request('/wps/session/login', { method: 'POST', data: login, encrypt: true, alert: false });
    server([() => ok(1)]);
    expect(await request('/wps/session/login', { method: 'POST', data: login, encrypt: true })).toMatchObject(
      {
        success: true,
      },
    );
  });

  it("'Missing Encryption' alerts, and hides loading, like any other failure", async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'no' }));
    const { request, events } = await load();
    await request('/wps/session/login', { method: 'POST', data: login, encrypt: true });
    expect(events).toEqual([{ type: 'alert', message: 'Missing Encryption', messageKey: null }, hideLoading]);
  });

  it('DES false: the server takes the JSON body as is', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(isKeyFetch(url) ? keyAnswer('k', false) : ok(1)),
    );
    const { request } = await load();
    await request('/wps/session/login', { method: 'POST', data: login, encrypt: true });
    const [, init] = posts()[0] ?? [];
    expect(init?.body).toBe(JSON.stringify(login));
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect((init?.headers as Record<string, string>).Encryption).toBeUndefined();
  });
});
