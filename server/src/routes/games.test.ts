import { calls } from '@app/contract/calls';
import { relayCalls } from '@app/contract/relay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_GAME_CATEGORIES, DEMO_SPORTS_CLASSIFY } from '../seed/demo-games';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { createLaunch, LAUNCH_TOKEN_TTL_MS, TRIAL_LAUNCHES_OPEN_MAX } from '../services/games';
import { startTestServer, type TestServer } from '../testing/test-server';

let now = Date.UTC(2026, 5, 1, 12);
let s: TestServer;
beforeEach(async () => {
  now = Date.UTC(2026, 5, 1, 12);
  // The demo's matches and activities are seeded relative to this clock.
  s = await startTestServer({ now: () => now, seedAtStart: true });
});
afterEach(() => s.close());

const PASSWORD = 'Games@2026a';

const signIn = async (username = 'gamer_ann', merchant = 'DEMO') => ({
  authorization: await s.loginNewMember(username, PASSWORD, { merchant, firstLoginDone: true }),
});

const SLOT_LAUNCH = {
  gameCode: 'DRAGON_GOLD',
  hasLobby: false,
  timeout: 10_000,
  backUrl: '/m/home',
  language: 'en-US',
};
const VN_LAUNCH = {
  launchMode: 'LOTT',
  lottoArea: 'VN',
  lottoPrizeMode: 'high',
  lottoGameCode: 'VN_NORTH',
  lottoView: 'lobby',
  device: 'MOBILE',
  backUrl: '/m/game',
  hasLobby: true,
  timeout: 10_000,
  language: 'vi-VN',
};
const launch = (body: unknown, headers: Record<string, string>) =>
  s.post<{ gameUrl: string }>('/wps/game/launchGame', body, headers);

/** The page a game URL opens, fetched as the app's frame would. */
const open = (gameUrl: string) => {
  const url = new URL(gameUrl);
  return s.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

describe('GCSGAME_newGameVendor (public: a guest sees the lanes)', () => {
  it("answers DEMO's categories in order, each with its cards and gameCount, as the contract says", async () => {
    const res = await s.relay<{
      categories: { gameClassify: string; gameCount: number; cards: unknown[] }[];
    }>('GCSGAME_newGameVendor', { platform: 'html5' });
    expect(res.body.success).toBe(true);
    expect(relayCalls.GCSGAME_newGameVendor.response.safeParse(res.body.value).success).toBe(true);
    const { categories } = res.body.value;
    expect(categories.map((c) => c.gameClassify)).toEqual(DEMO_GAME_CATEGORIES.map((c) => c.gameClassify));
    for (const c of categories) expect(c.gameCount).toBe(c.cards.length);
    expect(categories.length).toBeGreaterThanOrEqual(4);
  });

  it('serves every card image the catalogue names (WebP drawn from its SVG, cached as immutable)', async () => {
    for (const card of DEMO_GAME_CATEGORIES.flatMap((c) => c.cards)) {
      const res = await s.app.inject({ method: 'GET', url: card.imageUrl });
      expect(res.statusCode, card.imageUrl).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    expect((await s.app.inject({ method: 'GET', url: '/wps/images/games/nope.webp' })).statusCode).toBe(404);
  });

  it('refuses another platform', async () => {
    expect((await s.relay('GCSGAME_newGameVendor', { platform: 'pc' })).body.success).toBe(false);
  });

  it('a merchant copied from DEMO plays the same catalogue', async () => {
    await s.admin('POST', '/admin/merchants', { code: 'SHOPG' });
    const res = await s.relay<{ categories: unknown[] }>(
      'GCSGAME_newGameVendor',
      { platform: 'html5' },
      {},
      'SHOPG',
    );
    expect(res.body.value.categories).toHaveLength(DEMO_GAME_CATEGORIES.length);
  });
});

describe('GCSGAME_getGameMatchV2 (public)', () => {
  it("lists the sports category's matches soonest first, and none of another category", async () => {
    const res = await s.relay<{ matchId: string; startTime: number }[]>('GCSGAME_getGameMatchV2', {
      gameClassify: DEMO_SPORTS_CLASSIFY,
    });
    expect(relayCalls.GCSGAME_getGameMatchV2.response.safeParse(res.body.value).success).toBe(true);
    const times = res.body.value.map((m) => m.startTime);
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await s.relay('GCSGAME_getGameMatchV2', { gameClassify: 'SLOT' })).body.value).toEqual([]);
  });

  it('drops a match three hours after its start', async () => {
    const before = (await s.relay<unknown[]>('GCSGAME_getGameMatchV2', {})).body.value.length;
    // The first match starts in 3 hours: 7 hours on, it started 4 hours ago.
    now += 7 * 3_600_000;
    const after = (await s.relay<unknown[]>('GCSGAME_getGameMatchV2', {})).body.value.length;
    expect(after).toBeLessThan(before);
  });
});

describe('POST /wps/game/launchGame', () => {
  it('needs a session', async () => {
    expect((await launch(SLOT_LAUNCH, {})).status).toBe(401);
  });

  it("answers the slot page's URL on the merchant's site; the page shows the member, the mode and the language", async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      domains: [{ domainName: 'https://www.shop.example' }, { domainName: 'https://shop.example:8443' }],
    });
    const auth = await signIn();
    const res = await launch(SLOT_LAUNCH, { ...auth, host: 'shop.example:8443' });
    expect(calls.launchGame.response.safeParse(res.body.value).success).toBe(true);
    const url = new URL(res.body.value.gameUrl);
    // One of the merchant's domains, https (services/site-origin.ts).
    expect(url.origin).toBe('https://shop.example:8443');
    expect(url.pathname).toBe('/demo-games/slot.html');
    const page = await open(res.body.value.gameUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="demo-member">gamer_ann<');
    expect(page.body).toContain('Real play');
    expect(page.body).toContain('English (en-US)');
    expect(page.body).toContain('lang="en-US"');
    // GO_BACK goes to the app's origin only.
    expect(page.body).toContain('data-origin="https://shop.example:8443"');
    expect(page.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('attack: a forged Host never reaches the game URL or the page it posts GO_BACK to', async () => {
    const auth = await signIn();
    // DEMO's domains are www.demo-casino.example and m.demo-casino.example: a Host none of them names gets the
    // first; a loopback Host (test mode) is the request's own origin.
    const cases: [host: string, origin: string][] = [
      ['evil.example', 'https://www.demo-casino.example'],
      ['evil.example:8443', 'https://www.demo-casino.example'],
      ['m.demo-casino.example', 'https://m.demo-casino.example'],
      ['localhost:8681', 'http://localhost:8681'],
    ];
    for (const [host, origin] of cases) {
      const res = await launch(SLOT_LAUNCH, { ...auth, host });
      expect(new URL(res.body.value.gameUrl).origin, host).toBe(origin);
      const page = await open(res.body.value.gameUrl);
      expect(page.body, host).toContain(`data-origin="${origin}"`);
      expect(page.body, host).not.toContain('evil.example');
    }
  });

  it('refuses a launch for a merchant without a domain off loopback (no site to open it on), never 5xx', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { domains: [] });
    const auth = await signIn();
    const res = await launch(SLOT_LAUNCH, { ...auth, host: 'evil.example' });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe(CONTRACT_ERROR.notFound);
  });

  it('a lottery (VN) opens the bet slip in its view and prize mode (upper-case)', async () => {
    const auth = await signIn();
    const res = await launch(VN_LAUNCH, auth);
    expect(new URL(res.body.value.gameUrl).pathname).toBe('/demo-games/lottery.html');
    const page = (await open(res.body.value.gameUrl)).body;
    expect(page).toContain('Vietnam lottery · prize mode HIGH · lobby view');
    expect(page).toContain('Tiếng Việt (vi-VN)');
  });

  it('a lottery launch states its game URL timeout, as the spec sends it (signed-in §7): without it, refused', async () => {
    const auth = await signIn();
    const { timeout: _timeout, ...withoutTimeout } = VN_LAUNCH;
    const refused = await launch(withoutTimeout, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect((await launch(VN_LAUNCH, auth)).body.value.gameUrl).toMatch(/lottery/);
  });

  it('the SEA variant (lottoMode SEA_Tradition_Mobile) opens a SEA lottery only', async () => {
    const auth = await signIn();
    const sea = {
      ...VN_LAUNCH,
      lottoMode: 'SEA_Tradition_Mobile',
      lottoGameCode: 'TH_LOTTO',
      lottoPrizeMode: '',
    };
    const page = (await open((await launch(sea, auth)).body.value.gameUrl)).body;
    expect(page).toContain('SEA lottery (SEA_Tradition_Mobile) · prize mode NORMAL');
    // A Vietnam lottery asked for as SEA, or a SEA one as Vietnam: unknown.
    expect((await launch({ ...sea, lottoGameCode: 'VN_NORTH' }, auth)).body.errorCode).toBe(
      CONTRACT_ERROR.gameUnknown,
    );
    expect((await launch({ ...VN_LAUNCH, lottoGameCode: 'TH_LOTTO' }, auth)).body.errorCode).toBe(
      CONTRACT_ERROR.gameUnknown,
    );
  });

  it.each([
    ['an unknown code', { ...SLOT_LAUNCH, gameCode: 'NO_SUCH_GAME' }],
    ['a lottery launched as a third-party game', { ...SLOT_LAUNCH, gameCode: 'VN_NORTH' }],
    ['a game launched as a lottery', { ...VN_LAUNCH, lottoGameCode: 'DRAGON_GOLD' }],
    ['a prize mode the lottery has not', { ...VN_LAUNCH, lottoPrizeMode: 'JACKPOT' }],
  ])('refuses %s with game.unknown and a message the player reads', async (_, body) => {
    const auth = await signIn();
    const res = await launch(body, { ...auth, language: 'VI' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: CONTRACT_ERROR.gameUnknown });
    expect(res.body.message).toBe('Trò chơi này hiện không khả dụng. Vui lòng chọn trò chơi khác.');
  });

  it('the launch language defaults to VI', async () => {
    const auth = await signIn();
    const { language: _dropped, ...body } = SLOT_LAUNCH;
    const page = (await open((await launch(body, auth)).body.value.gameUrl)).body;
    expect(page).toContain('Tiếng Việt (VI)');
  });
});

describe('the launch token', () => {
  it('opens its page once', async () => {
    const { gameUrl } = (await launch(SLOT_LAUNCH, await signIn())).body.value;
    expect((await open(gameUrl)).statusCode).toBe(200);
    const again = await open(gameUrl);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('expired or was already used');
  });

  it('expires after two minutes', async () => {
    const { gameUrl } = (await launch(SLOT_LAUNCH, await signIn())).body.value;
    now += LAUNCH_TOKEN_TTL_MS;
    expect((await open(gameUrl)).statusCode).toBe(400);
  });

  it("opens only its own kind's page, and a made-up token nothing (in the browser's language)", async () => {
    const { gameUrl } = (await launch(SLOT_LAUNCH, await signIn())).body.value;
    expect((await open(gameUrl.replace('slot.html', 'lottery.html'))).statusCode).toBe(400);
    const forged = await s.app.inject({
      method: 'GET',
      url: '/demo-games/slot.html?t=forged',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Liên kết trò chơi này đã hết hạn');
    expect((await s.app.inject({ method: 'GET', url: '/demo-games/slot.html' })).statusCode).toBe(400);
  });

  it('the page runs only its own nonced script and style, and only the app may frame it', async () => {
    const { gameUrl } = (await launch(SLOT_LAUNCH, await signIn())).body.value;
    const page = await open(gameUrl);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body.match(/<script/g)).toHaveLength(1);
  });
});

describe('GCS_gameTrialLaunch', () => {
  const trialCard = DEMO_GAME_CATEGORIES.flatMap((c) => c.cards).find((c) => c.trial)!;
  const paidCard = DEMO_GAME_CATEGORIES.flatMap((c) => c.cards).find((c) => !c.trial)!;

  it('opens a free play of a card with trial, for no member, in the Language header', async () => {
    const auth = await signIn();
    const res = await s.relay<{ gameUrl: string }>(
      'GCS_gameTrialLaunch',
      { gameId: trialCard.gameId, nodeId: trialCard.nodeId, platform: 'html5', async: true },
      { ...auth, language: 'TH' },
    );
    const page = (await open(res.body.value.gameUrl)).body;
    expect(page).toContain('Trial (free play)');
    expect(page).toContain('Guest (trial)');
    expect(page).toContain('(TH)');
  });

  it('refuses a card without trial, and an unknown id', async () => {
    const auth = await signIn();
    const paid = await s.relay(
      'GCS_gameTrialLaunch',
      { gameId: paidCard.gameId, nodeId: paidCard.nodeId, platform: 'html5' },
      auth,
    );
    expect(paid.body.errorCode).toBe(CONTRACT_ERROR.gameTrialUnavailable);
    const unknown = await s.relay(
      'GCS_gameTrialLaunch',
      { gameId: 'G0', nodeId: 'X', platform: 'html5' },
      auth,
    );
    expect(unknown.body.errorCode).toBe(CONTRACT_ERROR.gameUnknown);
  });

  it('needs no session: a guest may try a game that offers free play, and only that', async () => {
    const res = await s.relay<{ gameUrl: string }>('GCS_gameTrialLaunch', {
      gameId: trialCard.gameId,
      nodeId: trialCard.nodeId,
      platform: 'html5',
    });
    expect(res.status).toBe(200);
    expect((await open(res.body.value.gameUrl)).body).toContain('Guest (trial)');
    const paid = await s.relay('GCS_gameTrialLaunch', {
      gameId: paidCard.gameId,
      nodeId: paidCard.nodeId,
      platform: 'html5',
    });
    expect(paid.body.errorCode).toBe(CONTRACT_ERROR.gameTrialUnavailable);
  });
});

describe('attack: a client asking for free trials without end (no account needed)', () => {
  const trialCard = DEMO_GAME_CATEGORIES.flatMap((c) => c.cards).find((c) => c.trial)!;
  /** `count` trials open on DEMO, written at once: the same rows the calls would write. */
  async function openTrials(count: number): Promise<void> {
    const { db } = s.app.appContext;
    const rows = Array.from({ length: count }, (_, i) => ({
      token_hash: `open-${i}`,
      merchant: 'DEMO',
      member_id: null,
      game_code: trialCard.gameCode,
      kind: 'slot' as const,
      mode: '{}',
      language: 'EN',
      origin: 'http://localhost',
      back_url: '',
      created_at: now,
      expires_at: now + LAUNCH_TOKEN_TTL_MS,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('game_launches')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  it('cannot grow the launches without bound: past the open trials a merchant keeps, trials wait, real launches not', async () => {
    const trial = () =>
      s.relay<{ gameUrl: string }>('GCS_gameTrialLaunch', {
        gameId: trialCard.gameId,
        nodeId: trialCard.nodeId,
        platform: 'html5',
      });
    // As many trials open as the merchant keeps.
    await openTrials(TRIAL_LAUNCHES_OPEN_MAX);

    const busy = await trial();
    expect(busy.status).toBe(429);
    expect(busy.body.errorCode).toBe(CONTRACT_ERROR.tooManyRequests);
    expect(busy.body.message).toBe('Free play is very busy right now. Please try again in a minute.');
    // A member's real launch does not wait.
    expect((await launch(SLOT_LAUNCH, await signIn())).body.value.gameUrl).toMatch(/^http/);
    // Once they have expired, a trial opens again.
    now += LAUNCH_TOKEN_TTL_MS + 1;
    expect((await trial()).body.value.gameUrl).toMatch(/^http/);
  });

  it('cannot pass the cap by asking at once: one place left opens one trial, whatever the number of asks', async () => {
    await openTrials(TRIAL_LAUNCHES_OPEN_MAX - 1);
    const { db } = s.app.appContext;

    // Eight asks at the same moment, each past the route's checks: only the database sees them all.
    const trialLaunch = {
      merchant: 'DEMO',
      memberId: null,
      gameCode: trialCard.gameCode,
      kind: 'slot' as const,
      mode: { play: 'trial' as const, hasLobby: false, lottery: null },
      displayName: trialCard.displayName,
      language: 'EN',
      origin: 'http://localhost',
      backUrl: '',
    };
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => createLaunch(db, trialLaunch, now)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      'fulfilled',
      ...Array.from({ length: 7 }, () => 'rejected'),
    ]);
    const { rows } = await db
      .selectFrom('game_launches')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('member_id', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    expect(Number(rows)).toBe(TRIAL_LAUNCHES_OPEN_MAX);
  });
});

describe('the launch delay (admin, for the app timeout tests)', () => {
  it('holds the answer back by the merchant’s launchDelayMs', async () => {
    await s.admin('POST', '/admin/merchants', { code: 'SLOWG' });
    await s.admin('PUT', '/admin/merchants/SLOWG/demo-games', { launchDelayMs: 300 });
    const auth = await signIn('slow_sam', 'SLOWG');
    const started = performance.now();
    const res = await s.post<{ gameUrl: string }>('/wps/game/launchGame', SLOT_LAUNCH, auth, 'SLOWG');
    expect(res.body.success).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
