import { calls, type CallDef } from '@app/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptLikeClient } from '../testing/client-encrypt';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Every POST route of calls.ts gets malformed JSON, wrong types, missing fields, an oversize body, garbage
 * encryption and a wrong content type: never a 5xx, always the envelope, never a stack trace.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const postCalls = Object.entries(calls as Record<string, CallDef<z.ZodType, z.ZodType>>)
  .filter(([, def]) => def.method === 'POST')
  .filter(([, def], i, all) => all.findIndex(([, d]) => d.path === def.path) === i)
  .map(([name, def]) => ({ name, def, url: def.path.replace(':name', 'CBS_unreadCount') }));

/** Whether the schema refuses an empty object (an object with a required field, or a union of such). */
const hasRequiredFields = (schema: z.ZodType) => !schema.safeParse({}).success;

/**
 * Every field of an object schema set to an object (the wrong type for strings, numbers, booleans and enums);
 * an unexpected field for the empty strict object; an array for records.
 */
function wrongTypes(schema: z.ZodType): unknown {
  if (!(schema instanceof z.ZodObject)) return [1, 2, 3];
  const keys = Object.keys(schema.shape);
  if (keys.length === 0) return { unexpected: { nested: true } };
  return Object.fromEntries(keys.map((k) => [k, { nested: true }]));
}

type Case = {
  label: string;
  body: (def: CallDef<z.ZodType, z.ZodType>) => Promise<{ payload: string; headers: Record<string, string> }>;
  expect: (def: CallDef<z.ZodType, z.ZodType>) => { status: number[]; codes: (string | null)[] };
};

async function asClientSends(def: CallDef<z.ZodType, z.ZodType>, value: unknown) {
  if (!def.encrypted)
    return { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
  const key = await s.rsaKey();
  const enc = encryptLikeClient(key.rsaKey, key.RSA, value);
  return { payload: enc.body, headers: enc.headers };
}

const cases: Case[] = [
  {
    label: 'malformed JSON',
    body: async () => ({ payload: '{"username": "a", ', headers: { 'content-type': 'application/json' } }),
    expect: () => ({ status: [400], codes: ['request.malformed'] }),
  },
  {
    label: 'JSON with a forbidden __proto__ key',
    body: async () => ({
      payload: '{"__proto__": {"x": 1}}',
      headers: { 'content-type': 'application/json' },
    }),
    expect: () => ({ status: [400], codes: ['request.malformed'] }),
  },
  {
    label: 'wrong types',
    body: async (def) => asClientSends(def, wrongTypes(def.request)),
    expect: () => ({ status: [400], codes: ['request.invalid'] }),
  },
  {
    label: 'a JSON null body',
    body: async (def) => asClientSends(def, null),
    expect: () => ({ status: [400], codes: ['request.invalid'] }),
  },
  {
    label: 'missing fields',
    body: async (def) => asClientSends(def, {}),
    expect: (def) =>
      hasRequiredFields(def.request)
        ? { status: [400], codes: ['request.invalid'] }
        : { status: [200, 404], codes: [null, 'request.not.found'] },
  },
  {
    label: 'an oversize body',
    // Beyond the route's limit: the app's 1 MB, or a call's own (contract/src/calls.ts bodyLimit).
    body: async (def) => ({
      payload: def.encrypted
        ? 'A'.repeat(1_100_000)
        : JSON.stringify({ x: 'A'.repeat((def.bodyLimit ?? 1_000_000) + 100_000) }),
      headers: { 'content-type': def.encrypted ? 'text/plain' : 'application/json' },
    }),
    expect: () => ({ status: [413], codes: ['request.too.large'] }),
  },
  {
    label: 'garbage encryption',
    body: async () => ({
      payload: 'bm90IGEgcmVhbCBjaXBoZXJ0ZXh0IGF0IGFsbA==',
      headers: {
        'content-type': 'text/plain',
        encryption: 'Z2FyYmFnZQ==',
        'x-rsa': (await s.rsaKey()).RSA,
        'x-digest': 'ff',
      },
    }),
    expect: (def) =>
      def.encrypted
        ? { status: [400], codes: ['encryption.invalid'] }
        : { status: [415], codes: ['request.media.type'] },
  },
  {
    label: 'a plain JSON body',
    body: async () => ({ payload: '{"a":1}', headers: { 'content-type': 'application/json' } }),
    expect: (def) =>
      def.encrypted
        ? { status: [400], codes: ['encryption.required'] }
        : { status: [400, 200, 404], codes: ['request.invalid', null, 'request.not.found'] },
  },
  {
    label: 'a form content type',
    body: async () => ({
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: () => ({ status: [415], codes: ['request.media.type'] }),
  },
];

const matrix = postCalls.flatMap((c) =>
  cases.map((k) => ({ ...c, kase: k, title: `${c.name} ${c.url} with ${k.label}` })),
);

describe('bad input on every POST route', () => {
  it('covers every POST call of the contract', () => {
    expect(postCalls.map((c) => c.name).sort()).toEqual(
      [
        'autoUsername',
        'changePassword',
        'depositSubmit',
        'errorReport',
        'feedbackSubmit',
        'launchGame',
        'login',
        'loginVerification',
        'logout',
        'memberLanguage',
        'payoutAccountAdd',
        'register',
        'registerMobile',
        'relay',
        'smsSend',
        'socialRegister',
        'trackEvents',
        'withdrawPasswordSet',
        'withdrawSubmit',
      ].sort(),
    );
  });

  it.each(matrix)('$title', async ({ def, url, kase }) => {
    const { payload, headers } = await kase.body(def);
    const auth: Record<string, string> = def.public
      ? {}
      : { authorization: await s.login('demo_member', DEMO_PASSWORD) };
    const res = await s.request({
      method: 'POST',
      url,
      payload,
      headers: { merchant: 'DEMO', ...auth, ...headers },
    });
    expect(res.status).toBeLessThan(500);
    expect(Object.keys(res.body).sort()).toEqual(['errorCode', 'message', 'success', 'value']);
    expect(res.res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    const want = kase.expect(def);
    expect(want.status).toContain(res.status);
    expect(want.codes).toContain(res.body.errorCode);
    if (res.status >= 400) expect(res.body.success).toBe(false);
  });
});

describe('bad input elsewhere', () => {
  it('answers request.not.found for unknown /wps routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nothing'],
      ['POST', '/wps/system/status'],
      ['DELETE', '/wps/member/info'],
    ] as const) {
      const res = await s.request({ method, url, headers: { merchant: 'DEMO' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.not.found', value: null });
    }
  });

  it('rejects a bad Content-Length without a 5xx', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/wps/system/errorReport',
      headers: { merchant: 'DEMO', 'content-type': 'application/json', 'content-length': 'abc' },
      payload: '{}',
    });
    expect(res.status).toBeLessThan(500);
  });

  it('answers a generic server.error without details for an internal failure', async () => {
    const broken = await startTestServer();
    await broken.app.appContext.db.schema.dropTable('events').execute();
    const res = await broken.post('/wps/system/errorReport', { message: 'm', error: 'e' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Something went wrong on the server.',
      errorCode: 'server.error',
      value: null,
    });
    await broken.close();
  });
});

describe('empty bodies', () => {
  it('treats an empty application/json body as no body', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    const res = await s.request({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { merchant: 'DEMO', authorization: token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.body).toMatchObject({ success: true, value: null });
    const sms = await s.request({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { merchant: 'DEMO', 'content-type': 'application/json; charset=utf-8' },
      payload: '',
    });
    expect(sms.status).toBe(400);
    expect(sms.body.errorCode).toBe('request.invalid');
  });
});

describe('URLs that cannot be decoded', () => {
  it.each(['/wps/%', '/wps/system/icons/%zz/192.png', '/admin/members/%E0%A4%A/verified-ips'])(
    'answers %s with the envelope (request.malformed)',
    async (url) => {
      const res = await s.request({ method: 'GET', url, headers: { merchant: 'DEMO' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'The URL is not valid (bad percent-encoding).',
        errorCode: 'request.malformed',
        value: null,
      });
      expect(res.res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('encrypted bodies', () => {
  it('refuses an encrypted body over 64 KB with request.too.large', async () => {
    const key = await s.rsaKey();
    const enc = encryptLikeClient(key.rsaKey, key.RSA, { username: 'x'.repeat(70_000), password: 'p' });
    expect(enc.body.length).toBeGreaterThan(64 * 1024);
    const res = await s.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'DEMO', ...enc.headers },
      payload: enc.body,
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      errorCode: 'request.too.large',
      message: 'The body is larger than 64 KB.',
    });
  });

  it('still takes a plain JSON body up to 1 MB', async () => {
    const res = await s.post('/wps/system/errorReport', { message: 'big', error: 'x'.repeat(200_000) });
    expect(res.status).not.toBe(413);
    expect(res.body.errorCode).not.toBe('request.too.large');
  });
});
