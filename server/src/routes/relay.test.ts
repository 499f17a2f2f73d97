import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_BIND_IP_LIMIT } from '../services/push-tokens';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const RANK = 'MCSFE_getPlayerRankProgress';
const PASSWORD = 'Rank@20261';

const createMember = (username: string, extra: Record<string, unknown> = {}) =>
  s.admin('POST', '/admin/members', { username, password: PASSWORD, ...extra });

describe('POST /wps/relay/MCSFE_getPlayerRankProgress', () => {
  it("a new member without a label is rank VIP0 with 0 of the 2 goals of DEMO's level 1 met", async () => {
    // Level 1 (contract/src/default-vip.ts): 3 sign-ins (1 so far), a mobile or an email (none).
    const token = await s.loginNewMember('rank_new', PASSWORD);
    const res = await s.relay(RANK, {}, { authorization: token });
    expect(res.body).toMatchObject({
      success: true,
      value: {
        currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
        playerRankProgress: { labelId: 'VIP0' },
      },
    });
  });

  it('counts the sign-ins and the contact from the database, and names the club label', async () => {
    const clubLabel = { labelName: 'VIP 1', labelId: 'VIP1', type: 'AUTO', rankLevel: 1 };
    await createMember('rank_vip', { mobile: '+639170001234', clubLabel });
    let token = '';
    for (let i = 0; i < 3; i++) token = await s.login('rank_vip', PASSWORD);
    const res = await s.relay<{ currentProgress: unknown; playerRankProgress: unknown }>(
      RANK,
      {},
      { authorization: token },
    );
    // Toward level 2: 30 days (not yet), 20 sign-ins (3 so far), a contact (the mobile number), ₱5,000 deposited
    // (none).
    expect(res.body.value).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 'VIP1' },
    });
  });

  it('needs a session', async () => {
    const res = await s.relay(RANK, {});
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('refuses parameters the relay does not take (its own schema), without a 500', async () => {
    const token = await s.loginNewMember('rank_bad', PASSWORD);
    const res = await s.relay(RANK, { labelId: 'VIP9' }, { authorization: token });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });
});

describe('push tokens: CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe (entry §4 "Login state follows the token")', () => {
  const BIND = 'CSP_fcmBind';
  const SUBSCRIBE = 'CSP_fcmSubscribe';
  const UNSUBSCRIBE = 'CSP_fcmUnsubscribe';
  const TOKEN = 'fcm-token_abcdefghijklmnopqrstuvwxyz:0123456789';

  interface Listed {
    tokenStart: string;
    memberId: number | null;
    username: string | null;
    topics: string[];
  }
  const listed = async (merchant = 'DEMO') =>
    (await s.admin<Listed[]>('GET', `/admin/push-tokens?merchant=${merchant}`)).body.value;

  const signedIn = (username: string) => s.loginNewMember(username, PASSWORD);

  it('with a session: bind then subscribe to ALL; the admin view shows the start of the token, the member and ALL', async () => {
    const token = await signedIn('push_ann');
    expect((await s.relay(BIND, { registrationToken: TOKEN }, { authorization: token })).body).toMatchObject({
      success: true,
      value: null,
    });
    const sub = await s.relay(
      SUBSCRIBE,
      { registrationToken: TOKEN, topic: 'ALL' },
      { authorization: token },
    );
    expect(sub.body.success).toBe(true);
    const [row] = await listed();
    expect(row).toMatchObject({ tokenStart: TOKEN.slice(0, 12), username: 'push_ann', topics: ['ALL'] });
    // Never the whole secret.
    expect(JSON.stringify(await listed())).not.toContain(TOKEN);
  });

  it('without a session: CSP_fcmUnsubscribe unbinds the token and drops its topics (no 401: the session has ended)', async () => {
    const token = await signedIn('push_bob');
    await s.relay(BIND, { registrationToken: TOKEN }, { authorization: token });
    await s.relay(SUBSCRIBE, { registrationToken: TOKEN, topic: 'ALL' }, { authorization: token });
    const res = await s.relay(UNSUBSCRIBE, { registrationToken: TOKEN, unsubscribeAll: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, value: null });
    expect(await listed()).toMatchObject([{ memberId: null, username: null, topics: [] }]);
  });

  it('CSP_fcmUnsubscribe with the token of a session that has ended: answered, not 401 (a public relay: a guest)', async () => {
    const token = await signedIn('push_old');
    await s.relay(BIND, { registrationToken: TOKEN }, { authorization: token });
    await s.post('/wps/session/logout', {}, { authorization: token });
    const res = await s.relay(
      UNSUBSCRIBE,
      { registrationToken: TOKEN, unsubscribeAll: true },
      { authorization: token },
    );
    expect(res.status).toBe(200);
    expect(await listed()).toMatchObject([{ memberId: null }]);
  });

  it('a token bound to another member moves to the member who binds it, without the other member’s topics', async () => {
    const first = await signedIn('push_cat');
    await s.relay(BIND, { registrationToken: TOKEN }, { authorization: first });
    await s.relay(SUBSCRIBE, { registrationToken: TOKEN, topic: 'ALL' }, { authorization: first });
    const second = await signedIn('push_dan');
    await s.relay(BIND, { registrationToken: TOKEN }, { authorization: second });
    expect(await listed()).toMatchObject([{ username: 'push_dan', topics: [] }]);
  });

  describe('attacks: each gets a named refusal, never a 5xx', () => {
    it('bind and subscribe without a session: 401 CUSTOMER_NOT_LOGIN, nothing stored', async () => {
      for (const [path, body] of [
        [BIND, { registrationToken: TOKEN }],
        [SUBSCRIBE, { registrationToken: TOKEN, topic: 'ALL' }],
      ] as const) {
        const res = await s.relay(path, body);
        expect(res.status).toBe(401);
        expect(res.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
      }
      expect(await listed()).toEqual([]);
    });

    it('subscribe to a topic other than ALL: push.topic.unknown, the topic sent not echoed', async () => {
      const token = await signedIn('push_eve');
      await s.relay(BIND, { registrationToken: TOKEN }, { authorization: token });
      const res = await s.relay(
        SUBSCRIBE,
        { registrationToken: TOKEN, topic: '<b>VIP</b>' },
        { authorization: token },
      );
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('push.topic.unknown');
      expect(res.body.message).not.toContain('VIP');
      expect(await listed()).toMatchObject([{ topics: [] }]);
    });

    it('subscribe another member’s token, or an unknown one: the same push.token.unbound, the token untouched', async () => {
      const owner = await signedIn('push_fay');
      await s.relay(BIND, { registrationToken: TOKEN }, { authorization: owner });
      const other = await signedIn('push_gus');
      const theirs = await s.relay(
        SUBSCRIBE,
        { registrationToken: TOKEN, topic: 'ALL' },
        { authorization: other },
      );
      const unknown = await s.relay(
        SUBSCRIBE,
        { registrationToken: 'no-such-token', topic: 'ALL' },
        { authorization: other },
      );
      for (const res of [theirs, unknown]) {
        expect(res.status).toBe(409);
        expect(res.body.errorCode).toBe('push.token.unbound');
      }
      expect(theirs.body.message).toBe(unknown.body.message);
      expect(await listed()).toMatchObject([{ username: 'push_fay', topics: [] }]);
    });

    it('a guest unsubscribing an unknown token learns nothing: the same answer as for a real one', async () => {
      const res = await s.relay(UNSUBSCRIBE, { registrationToken: 'guessed-token', unsubscribeAll: true });
      expect(res.body).toEqual({ success: true, message: null, errorCode: null, value: null });
    });

    it('another merchant’s token: an unsubscribe on this merchant does not touch it', async () => {
      await s.admin('POST', '/admin/merchants', { code: 'PUSHB' });
      const token = await s.loginNewMember('push_hal', PASSWORD, { merchant: 'PUSHB' });
      await s.relay(BIND, { registrationToken: TOKEN }, { authorization: token }, 'PUSHB');
      await s.relay(UNSUBSCRIBE, { registrationToken: TOKEN, unsubscribeAll: true });
      expect(await listed('PUSHB')).toMatchObject([{ username: 'push_hal' }]);
      expect(await listed()).toEqual([]);
    });

    it('an oversized or malformed token: 400 request.invalid', async () => {
      const token = await signedIn('push_ivy');
      for (const registrationToken of ['x'.repeat(4097), 'a b', '', 'token<script>']) {
        const res = await s.relay(BIND, { registrationToken }, { authorization: token });
        expect(res.status, registrationToken.slice(0, 20)).toBe(400);
        expect(res.body.errorCode).toBe('request.invalid');
      }
      const guest = await s.relay(UNSUBSCRIBE, { registrationToken: 'x'.repeat(4097), unsubscribeAll: true });
      expect(guest.status).toBe(400);
    });

    it(`binding more than ${PUSH_BIND_IP_LIMIT.max} new tokens from one client within the window: 429 TOO_MANY_REQUEST (silent)`, async () => {
      const token = await signedIn('push_jon');
      for (let i = 0; i < PUSH_BIND_IP_LIMIT.max; i++) {
        const res = await s.relay(BIND, { registrationToken: `flood-${i}` }, { authorization: token });
        expect(res.body.success).toBe(true);
      }
      const res = await s.relay(BIND, { registrationToken: 'flood-last' }, { authorization: token });
      expect(res.status).toBe(429);
      expect(res.body.errorCode).toBe('TOO_MANY_REQUEST');
      // A known token binds again: it adds no row.
      expect(
        (await s.relay(BIND, { registrationToken: 'flood-0' }, { authorization: token })).body.success,
      ).toBe(true);
    });
  });

  it('the admin view needs the admin token', async () => {
    const res = await s.get('/admin/push-tokens');
    expect(res.status).toBe(401);
  });
});

describe('POST /wps/relay/MCSFE_getWithdrawAccountInfo (the counts behind the download prompts)', () => {
  const INFO = 'MCSFE_getWithdrawAccountInfo';

  it('answers the successful counts and the masked payout accounts of the member from the wallet', async () => {
    const token = await s.loginNewMember('wallet_rel', PASSWORD);
    await createMember('wallet_other');
    const empty = await s.relay(INFO, {}, { authorization: token });
    expect(empty.body).toMatchObject({
      success: true,
      value: {
        totalDepositSuccessCount: 0,
        totalWithdrawSuccessCount: 0,
        fullBankCardList: [],
        fullVirtualWalletList: [],
        fullEWalletList: [],
      },
    });
    await s.admin('POST', '/admin/members/wallet_rel/deposits', { amount: 100_00 });
    await s.admin('POST', '/admin/members/wallet_rel/bank-cards', {
      provider: 'BPI',
      accountNumber: '1234-5678-90',
      holderName: 'Ana Cruz',
    });
    // A withdrawal not paid yet is not counted.
    await s.admin('POST', '/admin/members/wallet_rel/withdrawals', { amount: 10_00, status: 'PENDING' });
    // Another member's wallet is not this member's.
    await s.admin('POST', '/admin/members/wallet_other/deposits', { amount: 100_00 });
    const res = await s.relay<{ fullBankCardList: unknown[] }>(INFO, {}, { authorization: token });
    expect(res.body.value).toMatchObject({
      totalDepositSuccessCount: 1,
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [{ providerName: 'BPI', accountNumber: '******7890', holderName: 'Ana Cruz' }],
      balance: 90_00,
      held: 10_00,
    });
    expect(res.res.body).not.toContain('12345678');
  });

  it('needs a session', async () => {
    const res = await s.relay(INFO, {});
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});

describe('public relays of the download prompts', () => {
  const DOWNLOAD = 'WPSCORE_getDownloadSetting';
  const PROMOTIONS = 'MCSFE_getMerchantAvailablePromotions';
  const AFFILIATE_LINKS = [{ resourceType: 'Android', url: 'https://aff.example/app.apk' }];

  it("WPSCORE_getDownloadSetting answers a listed domain's own links, else the merchant's, without a session", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      domainDownloadLinks: [{ domain: 'https://Aff.Example.com/', links: AFFILIATE_LINKS }],
    });
    const settings = (
      await s.admin<{ public: { downloadLinks: unknown[] } }>('GET', '/admin/merchants/DEMO/settings')
    ).body.value;
    for (const domain of ['aff.example.com', 'AFF.example.com.']) {
      const res = await s.relay(DOWNLOAD, { domain });
      expect(res.body).toMatchObject({ success: true, value: { downloadLinks: AFFILIATE_LINKS } });
    }
    for (const domain of ['www.demo-casino.example', '', 'not a host', 'sub.aff.example.com']) {
      const res = await s.relay(DOWNLOAD, { domain });
      expect(res.body.value).toEqual({ downloadLinks: settings.public.downloadLinks });
    }
  });

  it('WPSCORE_getDownloadSetting refuses a missing or too long domain with 400', async () => {
    expect((await s.relay(DOWNLOAD, {})).status).toBe(400);
    expect((await s.relay(DOWNLOAD, { domain: 'a'.repeat(254) })).status).toBe(400);
  });

  it("MCSFE_getMerchantAvailablePromotions answers the merchant's promotions to a guest", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      promotions: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 2 } },
    });
    const res = await s.relay(PROMOTIONS, {});
    expect(res.body).toMatchObject({
      success: true,
      value: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: true, count: 2 } },
    });
  });
});
