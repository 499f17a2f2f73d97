import type { CallName } from '@app/contract/calls';
import { DEMO_MERCHANT } from '@app/contract/default-settings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../services/sessions';
import { startTestServer, type TestServer } from '../testing/test-server';
import { brokenInvariant, pollutedPrototype } from '../testing/fuzz/invariants';
import {
  CALL_NAMES,
  requestPlanOf,
  toInject,
  type Keys,
  type RequestPlan,
  type Tokens,
} from '../testing/fuzz/requests';

/**
 * Property-based fuzzing of every call of contract/src/calls.ts: random and
 * malformed bodies, wrong types, huge strings, deep nesting, prototype-polluting keys, bad base64, broken
 * encryption headers, wrong content types, unknown merchants, oversized bodies, live and garbage tokens, from
 * random client addresses. Every answer must keep the invariants of server/src/testing/fuzz/invariants.ts,
 * and the server must still answer the system status afterwards.
 *
 * FUZZ_RUNS is the number of cases over all calls (npm test: 2,000; `npm run fuzz` runs more), FUZZ_SEED
 * replays a run that fast-check reported.
 */
const TOTAL_RUNS = Math.max(CALL_NAMES.length, Number(process.env.FUZZ_RUNS) || 2_000);
const RUNS_PER_CALL = Math.ceil(TOTAL_RUNS / CALL_NAMES.length);
/** Calls fuzzed less: their only input is a cache-busting query, and each answer costs a raster render. */
const RUN_SHARE: Partial<Record<CallName, number>> = { captchaImage: 0.25 };
const runsOf = (call: CallName) => Math.max(1, Math.round(RUNS_PER_CALL * (RUN_SHARE[call] ?? 1)));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Generous: a case takes about 1 ms (encrypted posts a few), on a busy machine several times that. */
const TIMEOUT_MS = Math.max(30_000, RUNS_PER_CALL * 100);

const OTHER_MERCHANT = 'FUZZOTHER';
const PASSWORD = 'Fuzz@2026x';

let s: TestServer;
let keys: Keys;
let tokens: Tokens;
let memberCount = 0;

/** A new member of the merchant, signed in: answers its token. */
async function freshToken(merchant: string): Promise<string> {
  memberCount += 1;
  const username = `fuzz${memberCount}${merchant.toLowerCase()}`.slice(0, 20);
  return s.loginNewMember(username, PASSWORD, { merchant, firstLoginDone: true });
}

const isLive = async (token: string) => {
  const session = await findSession(s.app.appContext.db, token);
  return !!session && !session.revoked;
};

/** Fuzzed logouts and password changes end sessions: sign in again (as a new member, never throttled). */
async function liveTokens(): Promise<Tokens> {
  if (!(await isLive(tokens.valid))) tokens.valid = await freshToken(DEMO_MERCHANT);
  if (!(await isLive(tokens.otherMerchant))) tokens.otherMerchant = await freshToken(OTHER_MERCHANT);
  return tokens;
}

/** Sends the planned request; throws with the request and the broken invariant. */
async function check(plan: RequestPlan): Promise<void> {
  const request = toInject(plan, keys, await liveTokens());
  const res = await s.app.inject(request);
  const broken = brokenInvariant(plan.call, res) ?? pollutedPrototype();
  if (broken) throw new Error(`${plan.call}: ${request.method} ${request.url.slice(0, 200)}: ${broken}`);
}

/** A plain request (valid token, no body) that each fixed case changes in one part. */
const PLAIN: Omit<RequestPlan, 'call'> = {
  merchant: { kind: 'demo' },
  auth: { kind: 'valid' },
  relayName: 'CBS_launchChat',
  query: '',
  body: { kind: 'none' },
  language: null,
  remoteAddress: '203.0.113.9',
  forwardedFor: null,
};

/**
 * Cases run before the random ones, for every call: one of each attack of the list above, so that each is
 * covered whatever the seed. An input a fuzz run ever breaks is added here once fixed.
 */
const FIXED_CASES: Partial<RequestPlan>[] = [
  { body: { kind: 'deep', depth: 20_000, objects: true, contentType: 'application/json' } },
  { body: { kind: 'deep', depth: 20_000, objects: false, contentType: 'text/plain' } },
  { body: { kind: 'text', text: '{"__proto__":{"polluted":true}}', contentType: 'application/json' } },
  {
    body: {
      kind: 'text',
      text: '{"constructor":{"prototype":{"polluted":true}}}',
      contentType: 'application/json',
    },
  },
  { body: { kind: 'encrypted', plaintext: '{"__proto__":{"polluted":true},"nonce":"n"}', tamper: 'none' } },
  { body: { kind: 'encrypted', plaintext: '{"username":"demo_member"}', tamper: 'badBase64Key' } },
  { body: { kind: 'encrypted', plaintext: '{}', tamper: 'otherCallsKey' } },
  { body: { kind: 'encrypted', plaintext: 'not json', tamper: 'none' } },
  { body: { kind: 'huge', size: 1_100_000, contentType: 'application/json' } },
  { body: { kind: 'huge', size: 66_000, contentType: 'text/plain' } },
  { body: { kind: 'text', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' } },
  { body: { kind: 'text', text: '{"a":1}', contentType: null } },
  { merchant: { kind: 'text', text: 'NO_SUCH_MERCHANT' } },
  { merchant: { kind: 'text', text: 'x'.repeat(4000) } },
  { merchant: { kind: 'none' } },
  { auth: { kind: 'text', text: 'garbage' } },
  { auth: { kind: 'otherMerchantToken' } },
  { forwardedFor: 'unknown, 1.2.3.4:80' },
  { relayName: '__proto__' },
  { query: 'url=%E0%A4%A&__proto__[x]=1&device=a&device=b' },
];

async function expectStatusAnswers(): Promise<void> {
  const res = await s.get('/wps/system/status');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
}

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the fuzzed X-Forwarded-For decides the client address.
  s = await startTestServer({ trustProxy: 1 });
  const merchant = await s.admin('POST', '/admin/merchants', { code: OTHER_MERCHANT, from: DEMO_MERCHANT });
  if (!merchant.body.success) throw new Error(`admin: create merchant: ${merchant.body.message}`);
  keys = await s.rsaKey();
  tokens = {
    valid: await freshToken(DEMO_MERCHANT),
    otherMerchant: await freshToken(OTHER_MERCHANT),
    otherMerchantCode: OTHER_MERCHANT,
  };
});
afterAll(() => s.close());

describe(`fuzzing every call (${RUNS_PER_CALL} cases each)`, () => {
  it.each(CALL_NAMES)(
    '%s keeps the invariants',
    async (call) => {
      await fc.assert(fc.asyncProperty(requestPlanOf(call), check), {
        examples: FIXED_CASES.map((fixed) => [{ ...PLAIN, call, ...fixed }]),
        numRuns: runsOf(call),
        ...(SEED === undefined ? {} : { seed: SEED }),
      });
      await expectStatusAnswers();
    },
    TIMEOUT_MS,
  );
});
