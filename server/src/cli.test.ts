import { describe, expect, it } from 'vitest';
import { parseArgs, toRequest } from './cli';

const req = (...argv: string[]) => toRequest(parseArgs(argv));

describe('admin CLI', () => {
  it('maps each command to one admin API request', () => {
    expect(req('settings', 'get', 'DEMO')).toEqual({ method: 'GET', path: '/admin/merchants/DEMO/settings' });
    expect(req('settings', 'patch', 'DEMO', '{"bindSessionToIp":true}')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/DEMO/settings',
      body: { bindSessionToIp: true },
    });
    expect(req('members', 'create', '{"username":"a_b_c","password":"x"}')).toMatchObject({
      method: 'POST',
      path: '/admin/members',
    });
    expect(req('members', 'get', 'demo_member', '--merchant', 'OTHER')).toEqual({
      method: 'GET',
      path: '/admin/members/demo_member?merchant=OTHER',
    });
    expect(req('sessions', 'revoke', 'demo_member', '--merchant', 'OTHER')).toEqual({
      method: 'POST',
      path: '/admin/members/demo_member/revoke-sessions?merchant=OTHER',
    });
    expect(req('sms-outbox', '--mobile', '+639170000002')).toEqual({
      method: 'GET',
      path: '/admin/sms-outbox?mobileNum=%2B639170000002',
    });
    expect(req('events', '--type=error')).toEqual({ method: 'GET', path: '/admin/events?type=error' });
    expect(req('vitals', '--since=1700000000000', '--merchant=SHOP')).toEqual({
      method: 'GET',
      path: '/admin/vitals?since=1700000000000&merchant=SHOP',
    });
    expect(req('captchas', '--merchant', 'X')).toEqual({ method: 'GET', path: '/admin/captchas?merchant=X' });
    expect(req('push-tokens', '--merchant', 'X', '--username', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/push-tokens?merchant=X&username=ann',
    });
    expect(req('maintenance', 'on')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/DEMO/settings',
      body: { maintenance: { enabled: true } },
    });
    expect(req('region', 'off', '--merchant', 'X')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/X/settings',
      body: { regionRestriction: { enabled: false } },
    });
    expect(req('region', 'on', '--until', '2030-01-02T03:04:05Z')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/DEMO/settings',
      body: { regionRestriction: { enabled: true, endTime: Date.UTC(2030, 0, 2, 3, 4, 5) } },
    });
    expect(req('region', 'on', '--until', '1900000000000').body).toEqual({
      regionRestriction: { enabled: true, endTime: 1_900_000_000_000 },
    });
    expect(req('region', 'off', '--until', 'none').body).toEqual({
      regionRestriction: { enabled: false, endTime: null },
    });
    expect(req('region', 'block-ips', '203.0.113.7, 10.0.0.0/8', '--merchant', 'X')).toEqual({
      method: 'PATCH',
      path: '/admin/merchants/X/settings',
      body: { regionRestriction: { blockedIps: ['203.0.113.7', '10.0.0.0/8'] } },
    });
    expect(req('region', 'block-ips', 'none').body).toEqual({ regionRestriction: { blockedIps: [] } });
    expect(req('verified-ips', 'clear', 'demo_2fa')).toMatchObject({ method: 'DELETE' });
    expect(req('throttle', 'reset')).toEqual({ method: 'DELETE', path: '/admin/login-attempts' });
    expect(req('audit')).toEqual({ method: 'GET', path: '/admin/audit' });
  });

  it("maps the bound identities' commands: list, remove one by id, remove all", () => {
    expect(req('identities', 'list', 'ann', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/members/ann/identities?merchant=X',
    });
    expect(req('identities', 'remove', 'ann', '0a1b2c')).toEqual({
      method: 'DELETE',
      path: '/admin/members/ann/identities/0a1b2c?merchant=DEMO',
    });
    expect(req('identities', 'remove', 'ann', '--all')).toEqual({
      method: 'DELETE',
      path: '/admin/members/ann/identities?merchant=DEMO',
    });
    // Neither an id nor --all: refused rather than read as "all".
    expect(() => req('identities', 'remove', 'ann')).toThrow('unknown command');
  });

  it('maps the wallet and registration-date commands', () => {
    expect(req('wallet', 'get', 'ann', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/members/ann/wallet?merchant=X',
    });
    expect(req('wallet', 'withdrawal', 'ann', '10000')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/withdrawals?merchant=DEMO',
      body: { amount: 10000 },
    });
    expect(req('wallet', 'withdrawal', 'ann', '10000', '--status', 'pending', '--account', '7')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/withdrawals?merchant=DEMO',
      body: { amount: 10000, accountId: 7, status: 'PENDING' },
    });
    const card = { provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Ann' };
    expect(req('wallet', 'bank-card', 'ann', JSON.stringify(card))).toEqual({
      method: 'POST',
      path: '/admin/members/ann/bank-cards?merchant=DEMO',
      body: card,
    });
    expect(req('wallet', 'e-wallet', 'ann', '{}').path).toBe('/admin/members/ann/e-wallets?merchant=DEMO');
    expect(req('wallet', 'virtual-wallet', 'ann', '{}').path).toBe(
      '/admin/members/ann/virtual-wallets?merchant=DEMO',
    );
    expect(req('members', 'reg-date', 'ann', '2026-01-02T00:00:00Z', '--merchant', 'X')).toEqual({
      method: 'PATCH',
      path: '/admin/members/ann?merchant=X',
      body: { regDate: Date.UTC(2026, 0, 2) },
    });
    const daysAgo = req('members', 'reg-date', 'ann', '30d').body as { regDate: number };
    expect(Date.now() - daysAgo.regDate).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(Date.now() - daysAgo.regDate).toBeLessThan(30 * 86_400_000 + 60_000);
  });

  it('refuses wallet commands without their arguments', () => {
    expect(() => req('wallet', 'withdrawal', 'ann')).toThrow(/minor units/);
    // Minor units are whole: 12.50 is not an amount of them.
    expect(() => req('wallet', 'withdrawal', 'ann', '12.50')).toThrow(/minor units/);
    expect(() => req('wallet', 'withdrawal', 'ann', '100', '--account', 'first')).toThrow(/--account/);
    expect(() => req('wallet', 'deposit', 'ann', '100')).toThrow(/unknown command/);
    expect(() => req('wallet', 'bank-card', 'ann')).toThrow(/JSON argument missing/);
    expect(() => req('wallet', 'refund', 'ann', '1')).toThrow(/unknown command/);
    expect(() => req('wallet', 'toString', 'ann', '1')).toThrow(/unknown command/);
    expect(() => req('wallet', 'get')).toThrow(/unknown command/);
    expect(() => req('members', 'reg-date', 'ann')).toThrow(/reg-date/);
    expect(() => req('members', 'reg-date', 'ann', 'none')).toThrow(/reg-date/);
  });

  it('maps the withdrawal and withdrawal-password commands', () => {
    expect(req('withdrawals', 'list', '--status', 'pending', '--username', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/withdrawals?merchant=DEMO&status=PENDING&username=ann',
    });
    expect(req('withdrawals', 'approve', 'W12AB', '--merchant', 'X')).toEqual({
      method: 'POST',
      path: '/admin/withdrawals/W12AB/approve?merchant=X',
    });
    expect(req('withdrawals', 'reject', 'W12AB', 'Name differs')).toEqual({
      method: 'POST',
      path: '/admin/withdrawals/W12AB/reject?merchant=DEMO',
      body: { reason: 'Name differs' },
    });
    expect(req('withdraw-password', 'reset', 'ann')).toEqual({
      method: 'DELETE',
      path: '/admin/members/ann/withdraw-password?merchant=DEMO',
    });
    expect(req('withdraw-password', 'unlock', 'ann', '--merchant', 'X')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/withdraw-password/unlock?merchant=X',
    });
    expect(() => req('withdrawals', 'reject', 'W12AB')).toThrow(/the reason/);
    expect(() => req('withdrawals', 'approve')).toThrow(/unknown command/);
    expect(() => req('withdraw-password', 'set', 'ann')).toThrow(/unknown command/);
    expect(() => req('withdraw-password', 'reset')).toThrow(/unknown command/);
  });

  it('maps the referral and agent application commands', () => {
    expect(req('referrals', 'ann', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/members/ann/referrals?merchant=X',
    });
    expect(req('agents', 'list', '--status', 'pending')).toEqual({
      method: 'GET',
      path: '/admin/agent-applications?merchant=DEMO&status=PENDING',
    });
    expect(req('agents', 'approve', '7')).toEqual({
      method: 'POST',
      path: '/admin/agent-applications/7/approve?merchant=DEMO',
    });
    expect(req('agents', 'reject', '7', 'Add a phone number', '--merchant', 'X')).toEqual({
      method: 'POST',
      path: '/admin/agent-applications/7/reject?merchant=X',
      body: { reason: 'Add a phone number' },
    });
    expect(() => req('agents', 'reject', '7')).toThrow(/the reason/);
    expect(() => req('agents', 'approve')).toThrow(/unknown command/);
    expect(() => req('referrals')).toThrow(/unknown command/);
  });

  it('maps the feedback commands', () => {
    expect(req('feedback', 'list', '--status', 'open')).toEqual({
      method: 'GET',
      path: '/admin/feedback?merchant=DEMO&status=OPEN',
    });
    expect(req('feedback', 'show', 'Fb1', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/feedback/Fb1?merchant=X',
    });
    expect(req('feedback', 'reply', 'Fb1', 'Credited at 10:05.', '--staff', 'Mia')).toEqual({
      method: 'POST',
      path: '/admin/feedback/Fb1/reply?merchant=DEMO',
      body: { reply: 'Credited at 10:05.', staff: 'Mia' },
    });
    expect(req('feedback', 'close', 'Fb1')).toEqual({
      method: 'POST',
      path: '/admin/feedback/Fb1/close?merchant=DEMO',
    });
    expect(() => req('feedback', 'reply', 'Fb1')).toThrow(/the reply text/);
    expect(() => req('feedback', 'show')).toThrow(/unknown command/);
  });

  it('refuses unknown commands and bad JSON', () => {
    expect(() => req('dance')).toThrow(/unknown command/);
    expect(() => req('maintenance', 'maybe')).toThrow(/on or off/);
    expect(() => req('region', 'on', '--until', 'soon')).toThrow(/not a time/);
    expect(() => req('region', 'block-ips')).toThrow(/block-ips/);
    expect(() => req('settings', 'patch', 'DEMO', '{nope')).toThrow(/not valid JSON/);
  });
});

describe('admin CLI: home content', () => {
  it('maps get and set of each list; an array is the items, an object the whole body', () => {
    expect(req('banners', 'get')).toEqual({ method: 'GET', path: '/admin/merchants/DEMO/banners' });
    expect(req('banners', 'set', '[{"id":"b1"}]', '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/X/banners',
      body: { items: [{ id: 'b1' }] },
    });
    expect(req('announcements', 'set', '{"items":[],"categories":[{"key":"k","title":"T"}]}')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/DEMO/announcements',
      body: { items: [], categories: [{ key: 'k', title: 'T' }] },
    });
    expect(req('announcements', 'get', '--merchant', 'X').path).toBe('/admin/merchants/X/announcements');
    expect(req('activities', 'set', '[]')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/DEMO/activities',
      body: { items: [] },
    });
    expect(req('activities', 'get').method).toBe('GET');
  });

  it('maps the promotions and the member referral flag', () => {
    const promotions = { appDownload: { enabled: true, count: 1 }, referral: { enabled: false, count: 0 } };
    expect(req('promotions', 'set', JSON.stringify(promotions), '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/X/promotions',
      body: promotions,
    });
    expect(req('members', 'referral', 'ann', 'off', '--merchant', 'X')).toEqual({
      method: 'PATCH',
      path: '/admin/members/ann?merchant=X',
      body: { referralEnabled: false },
    });
    expect(req('members', 'referral', 'ann', 'on').body).toEqual({ referralEnabled: true });
  });

  it('refuses them without their arguments', () => {
    expect(() => req('banners', 'set')).toThrow(/JSON argument missing/);
    expect(() => req('banners', 'set', '[oops')).toThrow(/not valid JSON/);
    expect(() => req('banners', 'clear')).toThrow(/unknown command/);
    expect(() => req('promotions', 'set')).toThrow(/JSON argument missing/);
    expect(() => req('promotions', 'get')).toThrow(/unknown command/);
    expect(() => req('members', 'referral', 'ann', 'maybe')).toThrow(/on or off/);
  });
});

describe('admin CLI: games', () => {
  it('maps the catalogue, the matches and the demo launch delay', () => {
    expect(req('games', 'get', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/merchants/X/games',
    });
    expect(req('games', 'set', '[{"title":"Slots","gameClassify":"SLOT","cards":[]}]')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/DEMO/games',
      body: { categories: [{ title: 'Slots', gameClassify: 'SLOT', cards: [] }] },
    });
    expect(req('game-matches', 'set', '[]', '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/X/game-matches',
      body: { items: [] },
    });
    expect(req('game-launch-delay', '15000', '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/merchants/X/demo-games',
      body: { launchDelayMs: 15000 },
    });
  });

  it('refuses them without their arguments', () => {
    expect(() => req('games', 'set')).toThrow(/JSON argument missing/);
    expect(() => req('games', 'clear')).toThrow(/unknown command/);
    expect(() => req('game-launch-delay', 'slow')).toThrow(/unknown command/);
    expect(() => req('game-launch-delay')).toThrow(/unknown command/);
  });
});

describe('admin CLI: chat and customer-service scripts', () => {
  it("maps an agent's message, the thread and the vendors' scripts", () => {
    expect(req('chat', 'post', 'ann', 'Hello Ann', '--merchant', 'X')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/chat-messages?merchant=X',
      body: { text: 'Hello Ann' },
    });
    expect(req('chat', 'get', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/members/ann/chat-messages?merchant=DEMO',
    });
    expect(req('cs-scripts', 'set', '[{"csType":"LIVECHAT","src":"https://cdn.example.com/lc.js"}]')).toEqual(
      {
        method: 'PUT',
        path: '/admin/merchants/DEMO/customer-service-scripts',
        body: { scripts: [{ csType: 'LIVECHAT', src: 'https://cdn.example.com/lc.js' }] },
      },
    );
    expect(req('cs-scripts', 'get', '--merchant', 'X')).toEqual({
      method: 'GET',
      path: '/admin/merchants/X/customer-service-scripts',
    });
  });

  it('refuses them without their arguments', () => {
    expect(() => req('chat', 'post', 'ann')).toThrow(/the text/);
    expect(() => req('chat', 'get')).toThrow(/unknown command/);
    expect(() => req('cs-scripts', 'set')).toThrow(/JSON argument missing/);
  });
});

describe('admin CLI: missions', () => {
  it('maps listing, creating, changing, enabling and disabling missions, and a member’s claims', () => {
    expect(req('missions', 'list')).toEqual({ method: 'GET', path: '/admin/missions?merchant=DEMO' });
    expect(
      req(
        'missions',
        'create',
        '{"period":"DAILY","metric":"GAME_LAUNCHES","target":3,"reward":500,"points":20}',
      ),
    ).toEqual({
      method: 'POST',
      path: '/admin/missions?merchant=DEMO',
      body: { period: 'DAILY', metric: 'GAME_LAUNCHES', target: 3, reward: 500, points: 20 },
    });
    expect(req('missions', 'update', '7', '{"target":5}', '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/missions/7?merchant=X',
      body: { target: 5 },
    });
    expect(req('missions', 'disable', '7')).toEqual({
      method: 'PUT',
      path: '/admin/missions/7?merchant=DEMO',
      body: { enabled: false },
    });
    expect(req('missions', 'enable', '7')).toMatchObject({ body: { enabled: true } });
    expect(req('missions', 'claims', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/members/ann/mission-claims?merchant=DEMO',
    });
  });

  it('refuses them without their arguments', () => {
    expect(() => req('missions', 'create')).toThrow(/JSON argument missing/);
    expect(() => req('missions', 'disable', 'seven')).toThrow(/the mission's id/);
    expect(() => req('missions', 'update', '7')).toThrow(/JSON argument missing/);
    expect(() => req('missions', 'claims')).toThrow(/unknown command/);
  });
});

describe('admin CLI: turnover and rewards', () => {
  it('maps a bet of the turnover feed and a member’s rewards', () => {
    expect(req('turnover', 'demo_member', '40000', '--game', 'SLOT1', '--reference', 'P-1')).toEqual({
      method: 'POST',
      path: '/admin/members/demo_member/turnover?merchant=DEMO',
      body: { amount: 40000, gameCode: 'SLOT1', reference: 'P-1' },
    });
    expect(req('turnover', 'demo_member', '500', '--merchant', 'OTHER')).toEqual({
      method: 'POST',
      path: '/admin/members/demo_member/turnover?merchant=OTHER',
      body: { amount: 500 },
    });
    expect(req('turnover', 'demo_member', '500', '--at', '1700000000000').body).toEqual({
      amount: 500,
      playedAt: 1700000000000,
    });
    expect(req('rewards', 'demo_member')).toEqual({
      method: 'GET',
      path: '/admin/members/demo_member/rewards?merchant=DEMO',
    });
  });

  it('refuses them without their arguments', () => {
    expect(() => req('turnover', 'demo_member')).toThrow(/minor units/);
    expect(() => req('turnover', 'demo_member', '12.50')).toThrow(/minor units/);
    expect(() => req('rewards')).toThrow(/unknown command/);
  });
});

describe('admin CLI: VIP levels (admin/vip.ts)', () => {
  it.each([
    ['vip levels', { method: 'GET', path: '/admin/merchants/DEMO/vip-levels' }],
    [
      'vip levels-set {"levels":[]} --merchant M2',
      { method: 'PUT', path: '/admin/merchants/M2/vip-levels', body: { levels: [] } },
    ],
    ['vip get ana', { method: 'GET', path: '/admin/members/ana/vip?merchant=DEMO' }],
    ['vip set ana 3', { method: 'PUT', path: '/admin/members/ana/vip?merchant=DEMO', body: { level: 3 } }],
    ['vip review --merchant M2', { method: 'POST', path: '/admin/merchants/M2/vip-review' }],
  ])('%s', (line, request) => {
    expect(toRequest(parseArgs(line.split(' ')))).toEqual(request);
  });

  it('vip set without a whole level is a usage error', () => {
    expect(() => toRequest(parseArgs(['vip', 'set', 'ana', 'two']))).toThrow(/level/);
  });
});

describe('admin CLI: the point mall', () => {
  it('maps the mall and points commands to the admin API (admin/mall.ts)', () => {
    expect(req('mall', 'items')).toEqual({ method: 'GET', path: '/admin/mall/items?merchant=DEMO' });
    expect(req('mall', 'item-add', '{"kind":"BONUS","title":"B","cost":10,"bonusAmount":100}')).toEqual({
      method: 'POST',
      path: '/admin/mall/items?merchant=DEMO',
      body: { kind: 'BONUS', title: 'B', cost: 10, bonusAmount: 100 },
    });
    expect(req('mall', 'item-set', '3', '{"stock":0}', '--merchant', 'X')).toEqual({
      method: 'PUT',
      path: '/admin/mall/items/3?merchant=X',
      body: { stock: 0 },
    });
    expect(() => req('mall', 'item-set', 'abc', '{}')).toThrow("the item's id");
    expect(req('mall', 'redemptions', '--status', 'awaiting_shipment', '--username', 'ann')).toEqual({
      method: 'GET',
      path: '/admin/mall/redemptions?merchant=DEMO&status=AWAITING_SHIPMENT&username=ann',
    });
    expect(req('mall', 'ship', 'RABC', 'LBC 123')).toEqual({
      method: 'POST',
      path: '/admin/mall/redemptions/RABC/ship?merchant=DEMO',
      body: { trackingNote: 'LBC 123' },
    });
    expect(() => req('mall', 'ship', 'RABC')).toThrow('tracking note');
    expect(req('mall', 'cancel', 'RABC')).toEqual({
      method: 'POST',
      path: '/admin/mall/redemptions/RABC/cancel?merchant=DEMO',
    });
    expect(req('points', 'ann')).toEqual({ method: 'GET', path: '/admin/members/ann/points?merchant=DEMO' });
    expect(req('points', 'ann', '-20', 'typo')).toEqual({
      method: 'POST',
      path: '/admin/members/ann/points?merchant=DEMO',
      body: { points: -20, note: 'typo' },
    });
    expect(() => req('points', 'ann', '20')).toThrow('the note');
  });
});
