import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const PASSWORD = 'Chat@20261';

describe('POST /admin/members/:username/chat-messages', () => {
  it("posts an agent's message, raising the member's unread count; GET reads the thread", async () => {
    await s.admin('POST', '/admin/members', { username: 'adm_chat', password: PASSWORD });
    const first = await s.admin<{ unReadCount: number }>('POST', '/admin/members/adm_chat/chat-messages', {
      text: '  Welcome!  ',
    });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      message: { sender: 'agent', text: 'Welcome!' },
      unReadCount: 1,
    });
    await s.admin('POST', '/admin/members/adm_chat/chat-messages?merchant=DEMO', { text: 'Second' });
    const thread = await s.admin<{ messages: { text: string }[]; unReadCount: number }>(
      'GET',
      '/admin/members/adm_chat/chat-messages',
    );
    expect(thread.body.value.messages.map((m) => m.text)).toEqual(['Welcome!', 'Second']);
    expect(thread.body.value.unReadCount).toBe(2);
    const token = await s.login('adm_chat', PASSWORD);
    const unread = await s.relay('CBS_unreadCount', {}, { authorization: token });
    expect(unread.body.value).toEqual({ unReadCount: 2 });
  });

  it('refuses an empty or too long text, an unknown member and a wrong token', async () => {
    await s.admin('POST', '/admin/members', { username: 'adm_chat2', password: PASSWORD });
    expect((await s.admin('POST', '/admin/members/adm_chat2/chat-messages', { text: '   ' })).status).toBe(
      400,
    );
    expect(
      (await s.admin('POST', '/admin/members/adm_chat2/chat-messages', { text: 'x'.repeat(1001) })).status,
    ).toBe(400);
    expect(
      (await s.admin('POST', '/admin/members/adm_chat2/chat-messages', { text: 'a', html: 1 })).status,
    ).toBe(400);
    const unknown = await s.admin('POST', '/admin/members/nobody_here/chat-messages', { text: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not.exists.user');
    const other = await s.admin('POST', '/admin/members/adm_chat2/chat-messages?merchant=NOPE', {
      text: 'Hi',
    });
    expect(other.status).toBe(404);
    const anonymous = await s.request({
      method: 'POST',
      url: '/admin/members/adm_chat2/chat-messages',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'Hi' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /admin/merchants/:code/customer-service-scripts', () => {
  it('replaces the vendor scripts whole (https only, one per csType) and GET reads them', async () => {
    const put = await s.admin('PUT', '/admin/merchants/DEMO/customer-service-scripts', {
      scripts: [
        { csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' },
        { csType: 'AICAN', src: 'https://cs.aican.example/widget.js' },
      ],
    });
    expect(put.status).toBe(200);
    const get = await s.admin<{ scripts: unknown[] }>(
      'GET',
      '/admin/merchants/demo/customer-service-scripts',
    );
    expect(get.body.value.scripts).toEqual([
      { csType: 'AICAN', src: 'https://cs.aican.example/widget.js' },
      { csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' },
    ]);
    await s.admin('PUT', '/admin/merchants/DEMO/customer-service-scripts', { scripts: [] });
    const cleared = await s.admin<{ scripts: unknown[] }>(
      'GET',
      '/admin/merchants/DEMO/customer-service-scripts',
    );
    expect(cleared.body.value.scripts).toEqual([]);
  });

  it.each([
    ['http', [{ csType: 'LIVECHAT', src: 'http://cdn.livechatinc.com/tracking.js' }]],
    ['javascript', [{ csType: 'LIVECHAT', src: 'javascript:alert(1)' }]],
    ['a quote in the host', [{ csType: 'LIVECHAT', src: "https://a';script-src *" }]],
    ['an unknown csType', [{ csType: 'ZENDESK', src: 'https://z.example/a.js' }]],
    [
      'two of one csType',
      [
        { csType: 'LIVECHAT', src: 'https://a.example/a.js' },
        { csType: 'LIVECHAT', src: 'https://b.example/b.js' },
      ],
    ],
  ])('refuses %s', async (_what, scripts) => {
    const res = await s.admin('PUT', '/admin/merchants/DEMO/customer-service-scripts', { scripts });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown merchant', async () => {
    const res = await s.admin('PUT', '/admin/merchants/NOPE/customer-service-scripts', { scripts: [] });
    expect(res.status).toBe(404);
  });
});
