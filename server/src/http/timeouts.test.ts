import { describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS, REQUEST_RECEIVE_TIMEOUT_MS } from '../app';
import { startTestServer } from '../testing/test-server';

// The attack: a client that sends its request a byte at a time (or never finishes it) holds a socket forever;
// enough of them and the server accepts no one else.
describe('Fastify timeouts', () => {
  it('bounds the time a request may take to arrive and an idle socket may stay open, on both listeners', async () => {
    const s = await startTestServer({ adminListener: true });
    expect(REQUEST_RECEIVE_TIMEOUT_MS).toBeGreaterThan(0);
    expect(REQUEST_RECEIVE_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    expect(CONNECTION_TIMEOUT_MS).toBeGreaterThan(0);
    expect(s.app.server.requestTimeout).toBe(REQUEST_RECEIVE_TIMEOUT_MS);
    expect(s.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
    await s.app.adminListener?.listen(0);
    const admin = s.app.adminListener?.httpServer;
    expect([admin?.requestTimeout, admin?.timeout]).toEqual([
      REQUEST_RECEIVE_TIMEOUT_MS,
      CONNECTION_TIMEOUT_MS,
    ]);
    await s.close();
  });
});
