import { defaultWalletSettings } from '@app/contract/default-wallet';
import { payoutAccountProblem, sha256 } from '@app/contract/payout-account-rules';
import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { startTestServer, type TestServer } from '../testing/test-server';
import {
  accountFingerprint,
  addPayoutAccount,
  maskAccountNumber,
  unsealAccountNumber,
} from './payout-accounts';

describe('maskAccountNumber: an account number is personal data, never shown whole', () => {
  it.each([
    ['4111 1111 1111 1234', '************1234'],
    ['1234-5678-9012', '********9012'],
    ['+639171234567', '*********4567'],
    ['12345678', '****5678'],
    // Short numbers keep at most half: never the whole number.
    ['123456', '***456'],
    ['1234', '**34'],
  ])('%j → %j', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});

describe('accountFingerprint: finds a duplicate without the number, only with the server key', () => {
  const key = randomBytes(32);
  const card = { kind: 'BANK_CARD' as const, provider: 'BDO', normalized: '123456789012' };

  it('is the same for the same account, and differs for another number, provider, kind or key', () => {
    expect(accountFingerprint(key, card)).toBe(accountFingerprint(key, { ...card }));
    expect(accountFingerprint(key, card)).toMatch(/^[0-9a-f]{64}$/);
    const others = [
      accountFingerprint(key, { ...card, normalized: '123456789013' }),
      accountFingerprint(key, { ...card, provider: 'BPI' }),
      accountFingerprint(key, { ...card, kind: 'E_WALLET' }),
      accountFingerprint(randomBytes(32), card),
    ];
    expect(others).not.toContain(accountFingerprint(key, card));
  });

  it('is not a plain hash of the number', () => {
    const plain = createHash('sha256').update(card.normalized).digest('hex');
    expect(accountFingerprint(key, card)).not.toBe(plain);
  });
});

describe('TRC20 addresses: the base58check checksum agrees with node:crypto', () => {
  const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const nodeSha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
  /**
   * An address as TRON wallets make it: the version byte (0x41), 20 bytes of account, the first 4 bytes of
   * SHA-256 twice over those 21, in base58.
   */
  const tronAddress = (account: Buffer, version = 0x41): string => {
    const body = Buffer.concat([Buffer.from([version]), account]);
    const bytes = Buffer.concat([body, nodeSha256(nodeSha256(body)).subarray(0, 4)]);
    let n = BigInt(`0x${bytes.toString('hex')}`);
    let text = '';
    for (; n > 0n; n /= 58n) text = BASE58[Number(n % 58n)] + text;
    return text;
  };
  const problem = (accountNumber: string) =>
    payoutAccountProblem(
      { kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber },
      defaultWalletSettings().payout,
      'PH',
    );

  it("the contract's SHA-256 (which the app runs too) is node:crypto's", () => {
    for (const length of [0, 1, 21, 55, 56, 63, 64, 65, 200]) {
      const bytes = randomBytes(length);
      expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(nodeSha256(bytes).toString('hex'));
    }
  });

  it('accepts addresses made with node:crypto and refuses each one with a character changed', () => {
    for (let i = 0; i < 20; i++) {
      const address = tronAddress(randomBytes(20));
      expect(address).toMatch(/^T.{33}$/);
      expect(problem(address)).toBeNull();
      const at = 1 + (i % 33);
      const swapped = BASE58[(BASE58.indexOf(address[at] ?? '1') + 1) % 58] ?? '1';
      const typo = address.slice(0, at) + swapped + address.slice(at + 1);
      expect(['checksum', 'format']).toContain(problem(typo));
    }
  });

  it('refuses an address of another version byte whose checksum is right', () => {
    expect(problem(tronAddress(randomBytes(20), 0x42))).not.toBeNull();
  });
});

describe('addPayoutAccount on a database', () => {
  let s: TestServer;
  let db: Db;
  let serverKey: Buffer;
  let memberId: number;
  const owner = () => ({ memberId, payout: defaultWalletSettings().payout, countryCode: 'PH' });
  const card = (holderName: string, accountNumber = '123456789012') =>
    ({ kind: 'BANK_CARD', provider: 'BDO', accountNumber, holderName }) as const;

  beforeEach(async () => {
    s = await startTestServer();
    ({ db, serverKey } = s.app.appContext);
    await s.admin('POST', '/admin/members', { username: 'acct_one', password: 'Wallet@2026' });
    memberId = (await s.admin<{ id: number }>('GET', '/admin/members/acct_one')).body.value.id;
  });
  afterEach(() => s.close());

  it('stores the whole number sealed: staff open it with the server key, the row holds no trace of it', async () => {
    const account = await addPayoutAccount(db, serverKey, owner(), card('Ana Reyes', '1234 5678 9012'), 1);
    const row = await db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(unsealAccountNumber(serverKey, row.account_sealed)).toBe('123456789012');
    expect(unsealAccountNumber(randomBytes(32), row.account_sealed)).toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/123456789012|1234 5678 9012/);
    expect(row.account_sealed).toMatch(/^sealed1:/);
  });

  it('gives the member one real name when two first accounts with different holders race', async () => {
    const results = await Promise.allSettled([
      addPayoutAccount(db, serverKey, owner(), card('Ana Reyes'), 1),
      addPayoutAccount(db, serverKey, owner(), card('Juan Cruz', '123456789013'), 1),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { refusal: { reason: 'holder-mismatch' } },
    });
    const { payee_name } = await db
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const kept = await db
      .selectFrom('payout_accounts')
      .select('holder_name')
      .where('member_id', '=', memberId)
      .execute();
    expect(kept).toEqual([{ holder_name: payee_name }]);
  });

  it('keeps no real name from a refused first account', async () => {
    await expect(
      addPayoutAccount(db, serverKey, owner(), card('Ana Reyes', '12345'), 1),
    ).rejects.toMatchObject({ refusal: { reason: 'account-invalid' } });
    const member = await db
      .selectFrom('members')
      .select('payee_name')
      .where('id', '=', memberId)
      .executeTakeFirst();
    expect(member?.payee_name).toBeNull();
  });
});
