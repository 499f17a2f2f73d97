import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LINK_OPEN_MS, CHAT_PAGE_MS } from '../services/chat';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let clock = Date.parse('2026-11-27T08:00:00Z');
beforeEach(async () => {
  clock = Date.parse('2026-11-27T08:00:00Z');
  s = await startTestServer({ now: () => clock });
});
afterEach(() => s.close());

const PASSWORD = 'Chat@20261';
const LAUNCH = 'CBS_launchChat';
const UNREAD = 'CBS_unreadCount';
const SCRIPTS = 'WPSCORE_getCustomerServiceScript';
/** The origin inject's requests come to (Host localhost:80, a loopback host in test mode: its own origin). */
const ORIGIN = 'http://localhost';

const member = (username: string, type = 0) => s.loginNewMember(username, PASSWORD, { type });

const postAgent = (username: string, text: string) =>
  s.admin('POST', `/admin/members/${username}/chat-messages`, { text });

const unread = async (token: string) =>
  (await s.relay<{ unReadCount: number }>(UNREAD, {}, { authorization: token })).body.value.unReadCount;

async function chatUrl(token: string, payload: Record<string, unknown> = {}): Promise<string> {
  const res = await s.relay<{ chatUrl: string }>(
    LAUNCH,
    { b2c: true, title: 'Help', backUrl: '/m/home', language: 'en', headerColor: '#1a73e8', ...payload },
    { authorization: token },
  );
  expect(res.body.success).toBe(true);
  return res.body.value.chatUrl;
}

/** The page of a chat URL, as a browser opens it (path and query only: inject has no host). */
const openPage = (url: string) =>
  s.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

describe('CBS_launchChat', () => {
  it('answers a link of the demo chat page on the origin the app runs on, with a token', async () => {
    const token = await member('chat_a');
    const url = await chatUrl(token);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/demo-chat/\\?t=[A-Za-z0-9_-]{43}$`));
  });

  it('attack: a forged Host never reaches the chat link or the stand-in scripts', async () => {
    const token = await member('chat_host');
    for (const host of ['evil.example', 'evil.example:8443', 'www.demo-casino.example.evil.example']) {
      const res = await s.relay<{ chatUrl: string }>(
        LAUNCH,
        { b2c: true, backUrl: 'https://evil.example/m/home', language: 'en' },
        { authorization: token, host },
      );
      // DEMO's first domain (services/site-origin.ts).
      expect(res.body.value.chatUrl, host).toMatch(/^https:\/\/www\.demo-casino\.example\/demo-chat\/\?t=/);
      const scripts = await s.relay<{ scripts: { src: string }[] }>(
        SCRIPTS,
        {},
        { authorization: token, host },
      );
      expect(scripts.body.value.scripts.length, host).toBeGreaterThan(0);
      for (const { src } of scripts.body.value.scripts) {
        expect(src, host).toMatch(/^https:\/\/www\.demo-casino\.example\/demo-cs\//);
      }
    }
  });

  it('refuses a restricted member (type 4) with no_permissions, and the unread count too', async () => {
    const token = await member('chat_restricted', 4);
    const launch = await s.relay(LAUNCH, { language: 'EN' }, { authorization: token });
    expect(launch.status).toBe(403);
    expect(launch.body).toMatchObject({ success: false, errorCode: 'no_permissions' });
    const count = await s.relay(UNREAD, {}, { authorization: token });
    expect(count.body.errorCode).toBe('no_permissions');
  });

  it('needs a session', async () => {
    expect((await s.relay(LAUNCH, { language: 'EN' })).status).toBe(401);
    expect((await s.relay(UNREAD, {})).status).toBe(401);
  });
});

describe('the demo chat page', () => {
  it('shows the merchant title on the header colour, the member, the language, the thread and a back link', async () => {
    const token = await member('chat_page');
    await postAgent('chat_page', 'Hello <b>there</b>');
    const res = await openPage(await chatUrl(token, { language: 'vi' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Demo Casino</h1><p>Help</p>');
    expect(res.body).toContain('--head:#1a73e8');
    expect(res.body).toContain('<strong data-chat-member><bdi>chat_page</bdi></strong>');
    expect(res.body).toContain('<span data-chat-language>VI</span>');
    expect(res.body).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(res.body).toContain('<a href="/m/home"');
    expect(res.body).not.toContain('<script');
  });

  it('an agent message raises the unread count; opening the chat marks it read', async () => {
    const token = await member('chat_unread');
    expect(await unread(token)).toBe(0);
    await postAgent('chat_unread', 'One');
    await postAgent('chat_unread', 'Two');
    expect(await unread(token)).toBe(2);
    await openPage(await chatUrl(token));
    expect(await unread(token)).toBe(0);
  });

  it("posts the member's reply and goes back to the thread", async () => {
    const token = await member('chat_reply');
    const url = new URL(await chatUrl(token));
    const t = url.searchParams.get('t') ?? '';
    const res = await s.app.inject({
      method: 'POST',
      url: '/demo-chat/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t, text: '  I need help  ' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/demo-chat/?t=${t}#latest`);
    const thread = await s.admin<{ messages: { sender: string; text: string }[] }>(
      'GET',
      '/admin/members/chat_reply/chat-messages',
    );
    expect(thread.body.value.messages).toEqual([
      expect.objectContaining({ sender: 'member', text: 'I need help' }),
    ]);
  });

  it('a link not opened within its time, or whose session ended, opens the invalid-link page (400)', async () => {
    const token = await member('chat_old');
    const late = await chatUrl(token);
    clock += CHAT_LINK_OPEN_MS + 1;
    expect((await openPage(late)).statusCode).toBe(400);
    const opened = await chatUrl(token);
    expect((await openPage(opened)).statusCode).toBe(200);
    clock += CHAT_PAGE_MS - 1000;
    expect((await openPage(opened)).statusCode).toBe(200);
    await s.admin('POST', '/admin/members/chat_old/revoke-sessions');
    const res = await openPage(opened);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
    expect((await openPage('http://x/demo-chat/?t=nope')).statusCode).toBe(400);
  });
});

describe('WPSCORE_getCustomerServiceScript', () => {
  it("answers the same-origin stand-in of each of the merchant's csTypes in demo mode", async () => {
    const token = await member('chat_cs');
    const res = await s.relay<{ scripts: unknown[] }>(SCRIPTS, {}, { authorization: token });
    expect(res.body.value.scripts).toEqual([
      { csType: 'LIVECHAT', src: `${ORIGIN}/demo-cs/LIVECHAT.js` },
      { csType: 'COMM100VIP', src: `${ORIGIN}/demo-cs/COMM100VIP.js` },
    ]);
    const script = await s.app.inject({ method: 'GET', url: '/demo-cs/LIVECHAT.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('__csLoaded');
    // Nothing of the stand-in covers a control of the app: it draws nothing.
    expect(script.body).not.toMatch(/createElement|appendChild|innerHTML/);
  });
});

describe('GET /mini-game/{v1,s1}/minigame.js', () => {
  it('serves each version, any _t, not cached', async () => {
    for (const v of ['v1', 's1']) {
      const res = await s.app.inject({ method: 'GET', url: `/mini-game/${v}/minigame.js?_t=123` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`})("${v}");`);
      expect(res.body).toContain('window.MiniGame');
    }
    expect((await s.app.inject({ method: 'GET', url: '/mini-game/v2/minigame.js' })).statusCode).toBe(404);
  });
});

describe('the demo chat page: what the app asked for, decided', () => {
  it("titles the chat 'Customer service' without a title, takes the merchant's colour, shows no back link to another origin, CN without language", async () => {
    const token = await member('chat_defaults');
    const res = await openPage(
      await chatUrl(token, {
        title: '',
        headerColor: 'red',
        backUrl: 'https://evil.example/m/home',
        language: '',
      }),
    );
    expect(res.body).toContain('<h1>Demo Casino</h1><p>在线客服</p>');
    expect(res.body).toMatch(/--head:#[0-9a-f]{6}/);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toMatch(/<header><a /);
    expect(res.body).toContain('<span data-chat-language>CN</span>');
    expect(res.body).toContain('在线客服');
  });

  it('is written right to left in Urdu, and escapes what the member wrote', async () => {
    const token = await member('chat_ur');
    const url = new URL(await chatUrl(token, { language: 'UR' }));
    await s.app.inject({
      method: 'POST',
      url: '/demo-chat/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        t: url.searchParams.get('t') ?? '',
        text: '<img src=x onerror=alert(1)>',
      }).toString(),
    });
    const res = await openPage(url.href);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).not.toContain('<img');
  });

  it("counts only the agent's messages as unread, not the member's own", async () => {
    const token = await member('chat_own');
    const url = new URL(await chatUrl(token));
    await s.app.inject({
      method: 'POST',
      url: '/demo-chat/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${url.searchParams.get('t') ?? ''}&text=hello`,
    });
    expect(await unread(token)).toBe(0);
  });

  it('a reply through an invalid link posts nothing and gets the invalid-link page', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/demo-chat/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 't=forged&text=hello',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('WPSCORE_getCustomerServiceScript in production (no demo mode)', () => {
  it("answers the merchant's configured vendor scripts and serves no stand-ins", async () => {
    await s.close();
    s = await startTestServer({ demoMode: false });
    const token = await member('chat_prod');
    await s.admin('PUT', '/admin/merchants/DEMO/customer-service-scripts', {
      scripts: [{ csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' }],
    });
    const res = await s.relay<{ scripts: unknown[] }>(SCRIPTS, {}, { authorization: token });
    expect(res.body.value.scripts).toEqual([
      { csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' },
    ]);
    expect((await s.app.inject({ method: 'GET', url: '/demo-cs/LIVECHAT.js' })).statusCode).toBe(404);
  });
});
