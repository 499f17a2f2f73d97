import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/tokens';
import { HANDOVER_TTL_MS, handoverHosts, handoverOrigin } from '../services/banner-handover';
import { startTestServer, type TestServer } from '../testing/test-server';

// signed-in §4 "Banner click": an external banner link gets `token` and `username`. Attack: the session token
// (a 24-hour bearer credential) handed to whatever host a banner names. Defence: a hand-over code, only for https
// links to the merchant's own domains or its partner hosts, exchanged once by the partner's server.

const MERCHANT = 'SHOP';
const PASSWORD = 'Banner@2026';
const PARTNER = 'https://rewards.partner.example';
const OWN = 'https://www.shop.example';
const HANDOVER = 'WPSCORE_bannerHandover';
const EXCHANGE = '/wps/partner/handover';

let s: TestServer;
let clock = Date.parse('2026-11-27T08:00:00Z');
beforeEach(async () => {
  clock = Date.parse('2026-11-27T08:00:00Z');
  s = await startTestServer({ now: () => clock });
  await s.admin('POST', '/admin/merchants', {
    code: MERCHANT,
    settings: {
      domains: [{ domainName: OWN }, { domainName: 'm.shop.example' }],
      bannerTokenHosts: ['rewards.partner.example', 'Promo.Partner.Example'],
    },
  });
});
afterEach(() => s.close());

const member = (username: string) => s.loginNewMember(username, PASSWORD, { merchant: MERCHANT });

const askHandover = (session: string | null, url: string) =>
  s.relay<{ token: string; username: string } | null>(
    HANDOVER,
    { url },
    session ? { authorization: session } : {},
    MERCHANT,
  );

/** A partner's server exchanging a code: no merchant header, no session, JSON. */
const exchange = (body: unknown, opts: Partial<InjectOptions> = {}) =>
  s.request<{ username: string; merchant: string; origin: string }>({
    method: 'POST',
    url: EXCHANGE,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    ...opts,
  });

async function codeFor(session: string, url = `${PARTNER}/cup?a=1`): Promise<string> {
  const res = await askHandover(session, url);
  expect(res.body.success).toBe(true);
  const value = res.body.value;
  if (!value) throw new Error(`no code for ${url}`);
  return value.token;
}

const expectRefused = (res: Awaited<ReturnType<typeof exchange>>) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, errorCode: 'partner.handover.invalid', value: null });
};

describe('handoverOrigin: which banner links get a code (pure rule)', () => {
  const hosts = handoverHosts({
    domains: [{ domainName: 'https://www.shop.example' }, { domainName: 'm.shop.example:8443' }],
    bannerTokenHosts: ['rewards.partner.example', 'Promo.Partner.Example', 'bücher.example'],
  });
  it.each<[string, string, string | null]>([
    [
      'a partner host over https',
      'https://rewards.partner.example/cup?x=1#a',
      'https://rewards.partner.example',
    ],
    [
      'a partner host on another port',
      'https://rewards.partner.example:8443/',
      'https://rewards.partner.example:8443',
    ],
    ['a host of the merchant', 'https://www.shop.example/promo', 'https://www.shop.example'],
    ['a merchant domain written with a port', 'https://m.shop.example/', 'https://m.shop.example'],
    [
      'a host written in capitals (either side)',
      'https://PROMO.partner.example/',
      'https://promo.partner.example',
    ],
    ['an internationalised host', 'https://xn--bcher-kva.example/', 'https://xn--bcher-kva.example'],
    ['a third-party host', 'https://tracker.example/', null],
    ['plain http to a partner host', 'http://rewards.partner.example/cup', null],
    ['plain http to the merchant', 'http://www.shop.example/', null],
    ['a subdomain of a partner host', 'https://evil.rewards.partner.example/', null],
    ['a look-alike suffix', 'https://rewards.partner.example.evil.example/', null],
    ['a parent of a partner host', 'https://partner.example/', null],
    ['credentials before the host', 'https://rewards.partner.example@evil.example/', null],
    ['credentials on an allowed host', 'https://user:pw@rewards.partner.example/', null],
    ['a relative path', '/m/home', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['not a URL', 'https://', null],
  ])('%s', (_name, link, origin) => {
    expect(handoverOrigin(link, hosts)).toBe(origin);
  });
});

describe('WPSCORE_bannerHandover: the code, never the session token', () => {
  it('a third-party host gets null: the link opens without parameters', async () => {
    const session = await member('banner_a');
    const res = await askHandover(session, 'https://tracker.example/?token=x');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, value: null });
  });

  it('plain http to an allowed host gets null (the code would travel in the clear)', async () => {
    const session = await member('banner_b');
    expect((await askHandover(session, 'http://rewards.partner.example/cup')).body.value).toBeNull();
    expect((await askHandover(session, 'http://www.shop.example/')).body.value).toBeNull();
  });

  it('an allowed https host gets a code and the username; the code is not the session token and is stored only as its hash', async () => {
    const session = await member('banner_c');
    const res = await askHandover(session, `${PARTNER}/cup`);
    expect(res.body.value).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), username: 'banner_c' });
    const code = res.body.value!.token;
    expect(code).not.toBe(session);
    expect(res.res.body).not.toContain(session);
    const rows = await s.app.appContext.db.selectFrom('banner_handovers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code_hash: sha256Hex(code), origin: PARTNER, merchant: MERCHANT });
    expect(JSON.stringify(rows)).not.toContain(code);
    // The merchant's own https site too.
    expect((await askHandover(session, `${OWN}/promo`)).body.value).not.toBeNull();
  });

  it('a guest gets no code (401): guests carry no parameters', async () => {
    const res = await askHandover(null, `${PARTNER}/cup`);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('the partner list is server-only: the system status does not name it', async () => {
    const status = await s.get('/wps/system/status', {}, MERCHANT);
    expect(status.body.success).toBe(true);
    expect(status.res.body).not.toContain('bannerTokenHosts');
    expect(status.res.body).not.toContain('rewards.partner.example');
  });
});

describe('POST /wps/partner/handover: the partner exchanges a code once', () => {
  it('answers the username, merchant and origin once, then refuses the code', async () => {
    const session = await member('banner_d');
    const code = await codeFor(session);
    const first = await exchange({ token: code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: { username: 'banner_d', merchant: MERCHANT, origin: PARTNER },
    });
    expect(first.res.headers['cache-control']).toBe('no-store');
    expect(first.res.body).not.toContain(session);
    expectRefused(await exchange({ token: code }));
  });

  it('of concurrent exchanges of one code exactly one succeeds', async () => {
    const code = await codeFor(await member('banner_e'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange({ token: code })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
  });

  it('refuses a code after 2 minutes', async () => {
    const code = await codeFor(await member('banner_f'));
    clock += HANDOVER_TTL_MS;
    expectRefused(await exchange({ token: code }));
  });

  it('takes a code just before its 2 minutes end', async () => {
    const code = await codeFor(await member('banner_g'));
    clock += HANDOVER_TTL_MS - 1;
    expect((await exchange({ token: code })).body.success).toBe(true);
  });

  it('refuses a code whose session logged out, or was revoked', async () => {
    const session = await member('banner_h');
    const code = await codeFor(session);
    const out = await s.post('/wps/session/logout', {}, { authorization: session }, MERCHANT);
    expect(out.body.success).toBe(true);
    expectRefused(await exchange({ token: code }));

    const other = await s.login('banner_h', PASSWORD, { merchant: MERCHANT });
    const revokedCode = await codeFor(other);
    const revoked = await s.admin('POST', '/admin/members/banner_h/revoke-sessions?merchant=SHOP');
    expect(revoked.body.success).toBe(true);
    expectRefused(await exchange({ token: revokedCode }));
  });

  it('refuses a code given for another origin when the partner names its own (and the code is then used up)', async () => {
    const session = await member('banner_i');
    const code = await codeFor(session, `${PARTNER}/cup`);
    expectRefused(await exchange({ token: code, origin: 'https://promo.partner.example' }));
    expectRefused(await exchange({ token: code, origin: PARTNER }));
    const again = await codeFor(session, `${PARTNER}/cup`);
    expect((await exchange({ token: again, origin: `${PARTNER.toUpperCase()}/` })).body.success).toBe(true);
  });

  it('refuses the session token itself, and unknown codes, alike', async () => {
    const session = await member('banner_j');
    const unknown = await exchange({ token: 'x'.repeat(43) });
    expectRefused(unknown);
    const withSession = await exchange({ token: session });
    expectRefused(withSession);
    expect(withSession.body.message).toBe(unknown.body.message);
  });

  it.each<[string, Partial<InjectOptions>]>([
    ['an empty object', { payload: '{}' }],
    ['an array', { payload: '[]' }],
    ['a number token', { payload: '{"token":5}' }],
    ['an empty token', { payload: '{"token":""}' }],
    ['a token too long', { payload: JSON.stringify({ token: 'x'.repeat(257) }) }],
    ['broken JSON', { payload: '{"token":' }],
    ['a polluting key', { payload: '{"__proto__":{"x":1},"token":"a"}' }],
    ['text', { payload: 'token=abc', headers: { 'content-type': 'text/plain' } }],
    ['a form', { payload: 'token=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['no body', { payload: undefined, headers: {} }],
    ['a body too large', { payload: JSON.stringify({ token: 'x', pad: 'y'.repeat(8000) }) }],
  ])('answers %s with a 4xx in the envelope, never a 5xx', async (_name, opts) => {
    const res = await exchange(null, opts);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
  });
});
