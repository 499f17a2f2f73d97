import { afterEach, describe, expect, it, vi } from 'vitest';

describe('merchant code', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('comes from VITE_MERCHANT', async () => {
    vi.stubEnv('VITE_MERCHANT', 'ACME');
    const { merchantCode } = await import('./merchant');
    expect(merchantCode).toBe('ACME');
  });

  it('defaults to DEMO when the build names none', async () => {
    vi.stubEnv('VITE_MERCHANT', '');
    const { merchantCode } = await import('./merchant');
    expect(merchantCode).toBe('DEMO');
  });
});
