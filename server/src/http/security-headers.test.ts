import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HSTS, PERMISSIONS_POLICY } from './security-headers';

let s: TestServer | undefined;
afterEach(() => s?.close());

const ping = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.request({
    method: 'GET',
    url: '/wps/system/test/ping',
    remoteAddress,
    headers: { merchant: 'DEMO', ...headers },
  });

describe('security headers', () => {
  it('sends the opener policy Firebase popups need and a Permissions-Policy on every answer', async () => {
    s = await startTestServer();
    for (const res of [await ping(s, '127.0.0.1'), await s.request({ method: 'GET', url: '/wps/%' })]) {
      expect(res.res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/microphone=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });

  it('sends HSTS when the trusted proxy says https, never on plain http', async () => {
    s = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1', false) });
    const viaProxy = await ping(s, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.res.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=31536000/);
    expect((await ping(s, '127.0.0.1')).res.headers['strict-transport-security']).toBeUndefined();
    // The attack: a client reaching the server directly claims https; its header is not read.
    const forged = await ping(s, '198.51.100.66', { 'x-forwarded-proto': 'https' });
    expect(forged.res.headers['strict-transport-security']).toBeUndefined();
  });

  it('reads no X-Forwarded-Proto without TRUST_PROXY', async () => {
    s = await startTestServer();
    const res = await ping(s, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(res.res.headers['strict-transport-security']).toBeUndefined();
  });
});
