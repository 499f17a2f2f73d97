import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { chatLinkInvalidHtml, chatPageCsp } from './demo-chat';

describe('the invalid-link page', () => {
  it('says so in plain words in the language, with a way back to the app', () => {
    const html = chatLinkInvalidHtml('VI', 'n0nce');
    expect(html).toContain('Liên kết trò chuyện này đã hết hạn');
    expect(html).toContain('<a href="/m/home">');
    expect(html).toContain('<style nonce="n0nce">');
  });

  it('reads English in a language the page has no words for', () => {
    expect(chatLinkInvalidHtml('XX', 'n')).toContain('This chat link has expired');
  });

  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'EN'))('has words of its own in %s', (language) => {
    expect(chatLinkInvalidHtml(language, 'n')).not.toContain('This chat link has expired');
  });
});

it('the page runs no script and is never framed', () => {
  expect(chatPageCsp('abc')).toBe(
    "default-src 'none'; style-src 'nonce-abc'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
});

// The attack: during maintenance, or from a blocked IP or region, the chat page opened from a link taken before
// (or a reply posted from a page already open) kept working while every call of the app was refused.
describe('the chat page and its reply under the access rule (maintenance, blocked IP, restricted region)', () => {
  let clock = Date.parse('2026-11-27T08:00:00Z');
  let s: TestServer;
  beforeEach(async () => {
    clock = Date.parse('2026-11-27T08:00:00Z');
    s = await startTestServer({ now: () => clock });
  });
  afterEach(() => s.close());

  const PASSWORD = 'Chat@20261';
  const BLOCKED = '10.0.0.66';
  const settings = (patch: unknown) => s.admin('PATCH', '/admin/merchants/DEMO/settings', patch);

  /** A member's chat link (path and query) taken while the site is open, and a way to count their messages. */
  async function chatLink(username: string): Promise<string> {
    const authorization = await s.loginNewMember(username, PASSWORD);
    const res = await s.relay<{ chatUrl: string }>('CBS_launchChat', { language: 'EN' }, { authorization });
    const url = new URL(res.body.value.chatUrl);
    return url.pathname + url.search;
  }
  const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('t') ?? '';
  const open = (link: string, remoteAddress = '127.0.0.1') =>
    s.request({ method: 'GET', url: link, remoteAddress, headers: { 'accept-language': 'vi-VN' } });
  const reply = (link: string, text: string, remoteAddress = '127.0.0.1') =>
    s.request({
      method: 'POST',
      url: '/demo-chat/messages',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: tokenOf(link), text }).toString(),
    });
  const memberMessages = async () =>
    (
      await s.app.appContext.db
        .selectFrom('chat_messages')
        .select('text')
        .where('sender', '=', 'member')
        .execute()
    ).length;

  it('answers the maintenance notice (503) to the page and the reply, stores nothing, and opens again after', async () => {
    const link = await chatLink('chat_maint');
    await s.admin('POST', '/admin/members/chat_maint/chat-messages', { text: 'Hello' });
    await settings({ maintenance: { enabled: true } });
    const page = await open(link);
    expect(page.status).toBe(503);
    expect(page.res.body).toContain('Bảo trì hệ thống');
    expect(page.res.body).not.toContain('<form');
    expect(page.res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const posted = await reply(link, 'sent during maintenance');
    expect(posted.status).toBe(503);
    expect(await memberMessages()).toBe(0);
    // The agent's message is still unread: the page was not opened.
    const read = await s.app.appContext.db.selectFrom('chat_messages').select('read_at').execute();
    expect(read).toEqual([{ read_at: null }]);
    await settings({ maintenance: { enabled: false } });
    expect((await open(link)).status).toBe(200);
    expect((await reply(link, 'after maintenance')).status).toBe(303);
    expect(await memberMessages()).toBe(1);
  });

  it('answers a blocked IP the access-denied notice (403) and stores nothing; other visitors chat on', async () => {
    const link = await chatLink('chat_blocked');
    await settings({ regionRestriction: { blockedIps: [BLOCKED] } });
    const page = await open(link, BLOCKED);
    expect(page.status).toBe(403);
    expect(page.res.body).toContain('Địa chỉ IP của bạn bị từ chối truy cập');
    expect((await reply(link, 'from a blocked IP', `::ffff:${BLOCKED}`)).status).toBe(403);
    expect(await memberMessages()).toBe(0);
    expect((await open(link)).status).toBe(200);
    expect((await reply(link, 'from an open IP')).status).toBe(303);
    expect(await memberMessages()).toBe(1);
  });

  it('answers a restricted region the region notice (403) to the page and the reply', async () => {
    const link = await chatLink('chat_region');
    await settings({ regionRestriction: { enabled: true } });
    const page = await open(link);
    expect(page.status).toBe(403);
    expect(page.res.body).toContain('Không khả dụng tại khu vực của bạn');
    expect((await reply(link, 'from the region')).status).toBe(403);
    expect(await memberMessages()).toBe(0);
  });

  it('still answers a token that is no link with the invalid-link page (no merchant to ask)', async () => {
    await settings({ maintenance: { enabled: true } });
    expect((await open('/demo-chat/?t=nope')).status).toBe(400);
  });
});
