import fs from 'node:fs';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_GAME_CATEGORIES } from '../seed/demo-games';
import { startTestServer } from '../testing/test-server';
import { redactUrl, REQUEST_LOG } from './request-log';

describe('redactUrl', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/home?token=abc', '/m/home?token=[redacted]'],
    ['/m/home?a=1&tokens=x,y&b=2', '/m/home?a=1&tokens=[redacted]&b=2'],
    ['/m/home?TOKEN=abc&Tokens=d', '/m/home?TOKEN=[redacted]&Tokens=[redacted]'],
    ['/m/home?%74oken=abc', '/m/home?%74oken=[redacted]'],
    ['/m/home?token', '/m/home?token=[redacted]'],
    ['/m/home?tokenish=1&my_token=2', '/m/home?tokenish=1&my_token=2'],
    ['/m/home?token=abc#frag', '/m/home?token=[redacted]#frag'],
    ['/m/home?%E0=1&token=x', '/m/home?%E0=1&token=[redacted]'],
    ['/demo-chat/?t=chat-link-token', '/demo-chat/?t=[redacted]'],
    ['/demo-games/slot.html?t=launch&x=1', '/demo-games/slot.html?t=[redacted]&x=1'],
    ['/Demo-Chat/?T=abc', '/Demo-Chat/?T=[redacted]'],
    ['/m/home?to=1&at=2', '/m/home?to=1&at=2'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

// The attack: a sign-in link's session token, written to the request log, signs in whoever reads the log.
describe('the request log', () => {
  it('never writes the token of a URL', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...REQUEST_LOG, stream } });
    app.get('/m/home', async () => 'ok');
    await app.inject({ method: 'GET', url: '/m/home?token=s3ss10n-t0ken&tokens=a,b&x=1' });
    await app.close();
    expect(log).toContain('/m/home?token=[redacted]&tokens=[redacted]&x=1');
    expect(log).not.toContain('s3ss10n-t0ken');
  });
});

// The attack: the demo chat link (/demo-chat/?t=, it opens the member's chat for 30 minutes) or a game launch's
// token, read from the log lines of the real server (pino writes them to fd 1).
describe('the server’s request log', () => {
  it('never writes the chat link’s token nor a game launch’s token', async () => {
    const written: string[] = [];
    const keep = (fd: number, data: unknown) => {
      if (fd === 1) written.push(String(data));
    };
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string) => {
      keep(fd, data);
      return Buffer.byteLength(String(data));
    }) as typeof fs.writeSync);
    const write = vi.spyOn(fs, 'write').mockImplementation(((
      fd: number,
      data: string,
      ...rest: unknown[]
    ) => {
      keep(fd, data);
      (rest.at(-1) as (err: null, bytes: number) => void)(null, Buffer.byteLength(String(data)));
    }) as unknown as typeof fs.write);
    const s = await startTestServer({ logger: true });
    const tokens: string[] = [];
    try {
      const authorization = await s.login('demo_member', 'Demo@2026');
      const open = async (url: string) => {
        const { pathname, search } = new URL(url);
        tokens.push(new URLSearchParams(search).get('t') ?? '');
        return s.request({ method: 'GET', url: pathname + search });
      };
      const chat = await s.relay<{ chatUrl: string }>(
        'CBS_launchChat',
        { language: 'EN' },
        { authorization },
      );
      expect((await open(chat.body.value.chatUrl)).status).toBe(200);
      const card = DEMO_GAME_CATEGORIES.flatMap((c) => c.cards).find((c) => c.trial);
      const game = await s.relay<{ gameUrl: string }>(
        'GCS_gameTrialLaunch',
        { gameId: card?.gameId, nodeId: card?.nodeId, platform: 'html5' },
        { authorization },
      );
      expect((await open(game.body.value.gameUrl)).status).toBe(200);
    } finally {
      await s.close();
      writeSync.mockRestore();
      write.mockRestore();
    }
    const log = written.join('');
    expect(log).toContain('/demo-chat/?t=[redacted]');
    expect(log).toMatch(/\/demo-games\/(slot|lottery)\.html\?t=\[redacted\]/);
    expect(tokens.every((t) => t.length >= 32)).toBe(true);
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
