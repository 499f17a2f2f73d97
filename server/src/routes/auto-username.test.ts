import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

// Every candidate autoUsername draws is the same name: once it is taken, no candidate is free.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, randomInt: () => 4_242_424 };
});

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

it('answers a server error instead of looping forever when every candidate is taken', async () => {
  const first = await s.post<{ username: string }>('/wps/member/register/autoUsername', {});
  expect(first.body.value.username).toBe('u4242424');
  await s.admin('POST', '/admin/members', { username: 'u4242424', password: 'Taken@2026' });
  const res = await s.post('/wps/member/register/autoUsername', {});
  expect(res.status).toBe(500);
  expect(res.body.errorCode).toBe('server.error');
}, 5_000);
