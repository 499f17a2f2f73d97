import { afterEach, describe, expect, it, vi } from 'vitest';

describe('merchant code', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    document.head.querySelector('meta[name="merchant"]')?.remove();
  });

  it('comes from the page the server sent for a merchant domain, before the build value', async () => {
    vi.stubEnv('VITE_MERCHANT', 'ACME');
    document.head.insertAdjacentHTML('afterbegin', '<meta name="merchant" content="SHOP2">');
    const { merchantCode } = await import('./merchant');
    expect(merchantCode).toBe('SHOP2');
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
