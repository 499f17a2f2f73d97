import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Admin } from './admin';
import { expect } from './fixtures';

/** A Philippine mobile number (without +63) no other test uses: the server sends one code per number a minute. */
export const uniqueMobile = (): string => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/**
 * Gives the page a client IP of its own (X-Forwarded-For, which the e2e server trusts from loopback): the
 * server limits SMS codes per IP, and tests run in parallel from one machine.
 */
export async function useOwnClientIp(page: Page): Promise<void> {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

/** The newest SMS code the server wrote to its outbox for the number (digits, any dialling code). */
export async function latestSmsCode(admin: Admin, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await admin.smsOutbox(phone))[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
