import { describe, expect, it } from 'vitest';
import { authEmulatorCspSources, authEmulatorOrigin } from './auth-emulator';

describe('authEmulatorOrigin: a page on a loopback name reaches a loopback emulator by that name (same-site helper frame)', () => {
  it.each([
    ['127.0.0.1:9240', 'm1.localhost', 'http://m1.localhost:9240'],
    ['127.0.0.1:9240', 'M1.LocalHost', 'http://m1.localhost:9240'],
    ['127.0.0.1:9240', 'localhost', 'http://localhost:9240'],
    ['localhost:9240', 'a.b.localhost', 'http://a.b.localhost:9240'],
    // Otherwise the emulator as configured.
    ['127.0.0.1:9240', '127.0.0.1', 'http://127.0.0.1:9240'],
    ['127.0.0.1:9240', 'casino.example', 'http://127.0.0.1:9240'],
    ['127.0.0.1:9240', 'evil.example/#.localhost', 'http://127.0.0.1:9240'],
    ['127.0.0.1:9240', 'localhost.example', 'http://127.0.0.1:9240'],
    ['127.0.0.1:9240', undefined, 'http://127.0.0.1:9240'],
    ['emulator.internal:9240', 'm1.localhost', 'http://emulator.internal:9240'],
  ])('emulator %s, page %s: %s', (emulatorHost, pageHost, origin) => {
    expect(authEmulatorOrigin(emulatorHost, pageHost)).toBe(origin);
  });

  it('the CSP allows every origin it may answer', () => {
    expect(authEmulatorCspSources('127.0.0.1:9240')).toEqual([
      'http://127.0.0.1:9240',
      'http://localhost:9240',
      'http://*.localhost:9240',
    ]);
    expect(authEmulatorCspSources('emulator.internal:9240')).toEqual(['http://emulator.internal:9240']);
  });
});
