import { calls, type CallDef, type CallName } from '@app/contract/calls';
import { relayCalls } from '@app/contract/relay';
import fc from 'fast-check';
import type { z } from 'zod';
import { encryptTextLikeClient } from '../client-encrypt';
import { POLLUTING_KEYS, valueOf, wrongTypeValue } from './schema-values';

/**
 * A fuzzed request as plain data (so that fast-check can print and shrink it); `toInject` turns it into
 * what `fastify.inject` sends.
 */
export interface RequestPlan {
  call: CallName;
  merchant: MerchantPlan;
  auth: AuthPlan;
  /** The `:name` of the relay path; ignored by the other calls. */
  relayName: string;
  query: string;
  body: BodyPlan;
  language: string | null;
  remoteAddress: string;
  /** X-Forwarded-For (the fuzz server trusts one proxy hop, so this decides the client address). */
  forwardedFor: string | null;
}

export type MerchantPlan = { kind: 'demo' | 'other' | 'none' } | { kind: 'text'; text: string };
export type AuthPlan =
  { kind: 'none' | 'valid' | 'bearerValid' | 'otherMerchantToken' } | { kind: 'text'; text: string };

/** How the body is made; `contentType` null sends none. */
export type BodyPlan =
  /** The schema's shape with mutations, sent as the client sends it (encrypted when the call is). */
  | { kind: 'shaped'; value: unknown }
  /** Text sent as it is. */
  | { kind: 'text'; text: string; contentType: string | null }
  /** JSON nested `depth` levels deep (arrays or objects). */
  | { kind: 'deep'; depth: number; objects: boolean; contentType: string | null }
  /** A JSON string of `size` characters (around the 64 KB and 1 MB limits). */
  | { kind: 'huge'; size: number; contentType: string | null }
  /** An encrypted post of some JSON text, then one part of it broken. */
  | { kind: 'encrypted'; plaintext: string; tamper: Tamper }
  | { kind: 'none' };

export const TAMPERS = [
  'none',
  'badBase64Key',
  'badBase64Body',
  'unknownKeyId',
  'badDigest',
  'upperDigest',
  'truncatedBody',
  'shortBody',
  'missingKey',
  'missingDigest',
  'missingKeyId',
  'shortKey',
  'longKey',
  'otherCallsKey',
  'jsonContentType',
] as const;
export type Tamper = (typeof TAMPERS)[number];

export const CALL_NAMES = Object.keys(calls) as CallName[];
const RELAY_NAMES = Object.keys(relayCalls);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'text/html',
  'application/xml',
  '*/*',
  'application/json;;;',
  '',
  'garbage',
] as const;
const contentType = fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 8, nil: null });

/** Header text: printable ASCII and Latin-1 (what an HTTP parser passes on; control characters never arrive). */
const headerText = (maxLength: number) =>
  fc.string({ unit: 'binary', maxLength }).map((s) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, ''));

const merchantPlan: fc.Arbitrary<MerchantPlan> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'demo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'other' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        headerText(40),
        fc.constantFrom('demo', ' DEMO ', 'DEMO\t', '__proto__', 'constructor', 'x'.repeat(4000)),
      )
      .map((text) => ({ kind: 'text' as const, text })),
  },
);

const authPlan: fc.Arbitrary<AuthPlan> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'valid' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'bearerValid' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'otherMerchantToken' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(headerText(80), fc.constantFrom('Bearer ', 'Bearer', 'null', 'undefined', 'x'.repeat(5000)))
      .map((text) => ({ kind: 'text' as const, text })),
  },
);

const remoteAddress = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4().map((ip) => `::ffff:${ip}`),
);

/** Addresses as a proxy passes them on: real ones, odd spellings, lists, and text that is no address. */
const forwardedFor = fc.option(
  fc.oneof(
    remoteAddress,
    fc.array(remoteAddress, { minLength: 2, maxLength: 4 }).map((ips) => ips.join(', ')),
    fc.constantFrom(
      '1',
      '0x7f.1',
      '::',
      '::1%eth0',
      'fe80::1%25lo',
      '1.2.3.4:80',
      '[::1]:80',
      'unknown',
      ',',
      '',
    ),
    headerText(60),
  ),
  { freq: 2, nil: null },
);

/** A query string: shaped values, repeated keys, polluting keys, bad percent-encoding, a long value. */
const queryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('device', 'track', 'originalDomain', 'url', 't', 'speed', 'merchantCode', '_'),
            fc.constantFrom(...POLLUTING_KEYS, '__proto__[x]', 'a[b]'),
            fc.string({ maxLength: 6 }),
          ),
          fc.oneof(
            fc.string({ maxLength: 20 }),
            fc.constantFrom('x'.repeat(3000), '%', '%zz', '%E0%A4%A', ''),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs
          .map(([k, v]) => `${encodeURIComponent(k)}=${/%/.test(v) ? v : encodeURIComponent(v)}`)
          .join('&'),
      ),
  },
);

/** JSON text with keys that pollute prototypes at some depth. */
const pollutingJson = fc
  .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.nat({ max: 3 }), fc.jsonValue({ maxDepth: 1 }))
  .map(([key, depth, inner]) => {
    let text = `{"${key}":${JSON.stringify(inner) ?? 'null'}}`;
    for (let i = 0; i < depth; i += 1) text = `{"a":${text}}`;
    return key === 'constructor' ? text.replace(/}$/, ',"prototype":{"polluted":true}}') : text;
  });

const textBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  pollutingJson,
  fc.constantFrom(
    '',
    ' ',
    'null',
    'true',
    '0',
    '""',
    '[]',
    '{}',
    '{"a":',
    '\u0000',
    '\ufeff{}',
    'NaN',
    '1e999',
  ),
);

/** A body plan for the call: mostly shaped, then every other kind. */
function bodyPlan(def: CallDef<z.ZodType, z.ZodType>): fc.Arbitrary<BodyPlan> {
  const shapedValue =
    def.path === calls.relay.path
      ? fc.oneof(...Object.values(relayCalls).map((r) => valueOf(r.request as z.ZodType)))
      : valueOf(def.request);
  return fc.oneof(
    { weight: 10, arbitrary: shapedValue.map((value) => ({ kind: 'shaped' as const, value })) },
    { weight: 1, arbitrary: wrongTypeValue.map((value) => ({ kind: 'shaped' as const, value })) },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('text' as const), text: textBody, contentType }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deep' as const),
        depth: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1000, max: 20_000 })),
        objects: fc.boolean(),
        contentType,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('huge' as const),
        size: fc.constantFrom(60_000, 66_000, 1_000_000, 1_100_000),
        contentType,
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('encrypted' as const),
        plaintext: fc.oneof(
          shapedValue.map((v) => JSON.stringify(v) ?? 'null'),
          textBody,
        ),
        tamper: fc.constantFrom(...TAMPERS),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

/** A fuzzed request of one call (each call gets its own schema-shaped bodies). */
export const requestPlanOf = (call: CallName): fc.Arbitrary<RequestPlan> =>
  fc.record({
    call: fc.constant(call),
    merchant: merchantPlan,
    auth: authPlan,
    relayName: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...RELAY_NAMES) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'x'.repeat(300), '%00'),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    ),
    query: queryText,
    body: bodyPlan(calls[call] as CallDef<z.ZodType, z.ZodType>),
    language: fc.option(fc.oneof(fc.constantFrom('EN', 'CN', 'cn', 'UR', '__PROTO__'), headerText(12)), {
      nil: null,
    }),
    remoteAddress,
    forwardedFor,
  });

/** A fuzzed request of any call. */
export const requestPlan: fc.Arbitrary<RequestPlan> = fc.constantFrom(...CALL_NAMES).chain(requestPlanOf);

export interface Keys {
  rsaKey: string;
  RSA: string;
}

export interface Tokens {
  /** A live session of the DEMO merchant. */
  valid: string;
  /** A live session of the other merchant. */
  otherMerchant: string;
  otherMerchantCode: string;
}

export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

function encryptedBody(keys: Keys, plaintext: string, tamper: Tamper) {
  const enc = encryptTextLikeClient(keys.rsaKey, keys.RSA, plaintext);
  const headers: Partial<Record<string, string>> = { ...enc.headers };
  let body = enc.body;
  switch (tamper) {
    case 'none':
      break;
    case 'badBase64Key':
      headers.encryption = `${enc.headers.encryption.slice(0, 20)}!*${enc.headers.encryption.slice(22)}`;
      break;
    case 'badBase64Body':
      body = `${body.slice(0, 4)}$$${body.slice(6)}`;
      break;
    case 'unknownKeyId':
      headers['x-rsa'] = `${keys.RSA}0`;
      break;
    case 'badDigest':
      headers['x-digest'] = 'f'.repeat(64);
      break;
    case 'upperDigest':
      headers['x-digest'] = enc.headers['x-digest'].toUpperCase();
      break;
    case 'truncatedBody':
      body = body.slice(0, Math.max(0, body.length - 12));
      break;
    case 'shortBody':
      body = 'AAAAAAAA';
      break;
    case 'missingKey':
      delete headers.encryption;
      break;
    case 'missingDigest':
      delete headers['x-digest'];
      break;
    case 'missingKeyId':
      delete headers['x-rsa'];
      break;
    case 'shortKey':
      headers.encryption = Buffer.from('short').toString('base64');
      break;
    case 'longKey':
      headers.encryption = Buffer.alloc(600, 7).toString('base64');
      break;
    case 'otherCallsKey':
      // The Encryption header of another encrypted post: its DES key does not open this body.
      headers.encryption = encryptTextLikeClient(keys.rsaKey, keys.RSA, '{}').headers.encryption;
      break;
    case 'jsonContentType':
      headers['content-type'] = 'application/json';
      break;
  }
  // Headers the tamper removed are left out.
  return {
    body,
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
  };
}

function merchantHeader(plan: MerchantPlan, tokens: Tokens): Record<string, string> {
  switch (plan.kind) {
    case 'demo':
      return { merchant: 'DEMO' };
    case 'other':
      return { merchant: tokens.otherMerchantCode };
    case 'none':
      return {};
    case 'text':
      return { merchant: plan.text };
  }
}

function authHeader(plan: AuthPlan, tokens: Tokens): Record<string, string> {
  switch (plan.kind) {
    case 'valid':
      return { authorization: tokens.valid };
    case 'bearerValid':
      return { authorization: `Bearer ${tokens.valid}` };
    case 'otherMerchantToken':
      return { authorization: tokens.otherMerchant };
    case 'none':
      return {};
    case 'text':
      return { authorization: plan.text };
  }
}

const withType = (type: string | null): Record<string, string> =>
  type === null ? {} : { 'content-type': type };

/** What the plan sends: method and path from the contract, headers, and the body made as the plan says. */
export function toInject(plan: RequestPlan, keys: Keys, tokens: Tokens): InjectRequest {
  const def = calls[plan.call] as CallDef<z.ZodType, z.ZodType>;
  const path = def.path.replace(':name', encodeURIComponent(plan.relayName));
  const headers: Record<string, string> = {
    ...merchantHeader(plan.merchant, tokens),
    ...authHeader(plan.auth, tokens),
    ...(plan.language === null ? {} : { language: plan.language }),
    ...(plan.forwardedFor === null ? {} : { 'x-forwarded-for': plan.forwardedFor }),
  };
  const request: InjectRequest = {
    method: def.method,
    url: plan.query ? `${path}?${plan.query}` : path,
    headers,
    remoteAddress: plan.remoteAddress,
  };
  const body = plan.body;
  switch (body.kind) {
    case 'none':
      return request;
    case 'shaped': {
      const json = JSON.stringify(body.value) ?? 'null';
      if (!def.encrypted) {
        return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: json };
      }
      const enc = encryptedBody(keys, json, 'none');
      return { ...request, headers: { ...headers, ...enc.headers }, payload: enc.body };
    }
    case 'text':
      return { ...request, headers: { ...headers, ...withType(body.contentType) }, payload: body.text };
    case 'deep': {
      const [open, close] = body.objects ? ['{"a":', '}'] : ['[', ']'];
      return {
        ...request,
        headers: { ...headers, ...withType(body.contentType) },
        payload: open.repeat(body.depth) + '1' + close.repeat(body.depth),
      };
    }
    case 'huge':
      return {
        ...request,
        headers: { ...headers, ...withType(body.contentType) },
        payload: JSON.stringify({ username: 'x'.repeat(body.size) }),
      };
    case 'encrypted': {
      const enc = encryptedBody(keys, body.plaintext, body.tamper);
      return { ...request, headers: { ...headers, ...enc.headers }, payload: enc.body };
    }
  }
}
