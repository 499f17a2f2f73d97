import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PROXY_WARNING } from './proxy-warning';

// The attack (a set-up mistake an attacker profits from): behind a reverse proxy without TRUST_PROXY every client
// has the proxy's address, so 20 failed logins from anyone lock everyone out. The server says so, loudly, once.
describe('a forwarded request when no proxy is declared', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  const statusFrom = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
    server.request({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress,
      headers: { merchant: 'DEMO', ...headers },
    });

  it('warns once, at the first forwarded request from a private or loopback peer, and answers it as usual', async () => {
    s = await startTestServer();
    const warn = vi.spyOn(s.app.log, 'warn');
    // Not forwarded, or forwarded by a public peer (a client writing the header itself): no warning.
    await statusFrom(s, '10.0.0.5');
    await statusFrom(s, '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' });
    expect(warn).not.toHaveBeenCalled();
    const res = await statusFrom(s, '10.0.0.5', { 'x-forwarded-for': '198.51.100.1' });
    expect(res.status).toBe(200);
    // The socket address stays the client: nothing was trusted.
    expect((res.body.value as { ip: string }).ip).toBe('10.0.0.5');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ peer: '10.0.0.5' }), PROXY_WARNING);
    await statusFrom(s, '127.0.0.1', { forwarded: 'for=198.51.100.2' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns for a Forwarded header from a loopback peer too', async () => {
    s = await startTestServer();
    const warn = vi.spyOn(s.app.log, 'warn');
    await statusFrom(s, '::ffff:127.0.0.1', { forwarded: 'for=198.51.100.2;proto=https' });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ proxyMisconfigured: true }), PROXY_WARNING);
  });

  it('says nothing when a proxy is declared', async () => {
    s = await startTestServer({ trustProxy: ['127.0.0.1'] });
    const warn = vi.spyOn(s.app.log, 'warn');
    const res = await statusFrom(s, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1' });
    expect((res.body.value as { ip: string }).ip).toBe('198.51.100.1');
    expect(warn).not.toHaveBeenCalled();
  });
});
