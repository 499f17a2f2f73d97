import { WITHDRAW_PASSWORD_TRIES } from '@app/contract/constants/money';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { withMemberWallet } from './ledger';
import {
  decideWithdrawPassword,
  lockedUntil,
  resetWithdrawPassword,
  seedWithdrawPassword,
  verifyWithdrawPassword,
} from './withdraw-password';

const NOW = 1_800_000_000_000;

describe('lockedUntil: withdrawals are locked only while the lock lasts', () => {
  it.each([
    ['no password', undefined, null],
    ['never locked', { locked_until: null }, null],
    ['locked until later', { locked_until: NOW + 1 }, NOW + 1],
    ['a lock that ends now is over', { locked_until: NOW }, null],
    ['a lock that ended', { locked_until: NOW - 1 }, null],
  ])('%s', (_rule, row, expected) => expect(lockedUntil(row, NOW)).toBe(expected));
});

describe('the withdrawal password on a database', () => {
  let s: TestServer;
  let db: Db;
  let memberId: number;
  const decide = (proof: Awaited<ReturnType<typeof verifyWithdrawPassword>>) =>
    withMemberWallet(db, memberId, NOW, (trx) => decideWithdrawPassword(trx, memberId, proof, 30, NOW));
  const row = () =>
    db.selectFrom('withdraw_passwords').selectAll().where('member_id', '=', memberId).executeTakeFirst();

  beforeEach(async () => {
    s = await startTestServer({ now: () => NOW });
    db = s.app.appContext.db;
    await s.admin('POST', '/admin/members', { username: 'pin_one', password: 'Wallet@2026' });
    memberId = (await s.admin<{ id: number }>('GET', '/admin/members/pin_one')).body.value.id;
  });
  afterEach(() => s.close());

  it('is stored as an scrypt hash, never as typed', async () => {
    const token = await s.login('pin_one', 'Wallet@2026');
    const set = await s.postEncrypted(
      '/wps/wallet/withdrawPassword',
      { loginPassword: 'Wallet@2026', withdrawPassword: '481516' },
      { authorization: token },
    );
    expect(set.body.success).toBe(true);
    const stored = await row();
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain('481516');
    expect(await verifyPassword('481516', stored?.password_hash ?? '')).toBe(true);
  });

  it('counts a password checked against a hash staff replaced since as wrong', async () => {
    await seedWithdrawPassword(db, memberId, await hashPassword('111111', 6), NOW);
    const proof = await verifyWithdrawPassword(db, memberId, '111111', NOW);
    expect(proof?.matches).toBe(true);
    await resetWithdrawPassword(db, memberId);
    await seedWithdrawPassword(db, memberId, await hashPassword('222222', 6), NOW);
    expect((await decide(proof))?.refusal).toEqual({
      reason: 'withdraw-password-wrong',
      triesLeft: WITHDRAW_PASSWORD_TRIES - 1,
    });
  });

  it('spends no scrypt on a locked member, and the lock answers until when', async () => {
    await seedWithdrawPassword(db, memberId, await hashPassword('111111', 6), NOW);
    for (let i = 0; i < WITHDRAW_PASSWORD_TRIES; i++) await decide(null);
    expect(await row()).toMatchObject({ failed_tries: 0, locked_until: NOW + 30 * 60_000 });
    expect(await verifyWithdrawPassword(db, memberId, '111111', NOW)).toBeNull();
    expect((await decide(null))?.refusal).toEqual({
      reason: 'withdraw-password-locked',
      lockedUntil: NOW + 30 * 60_000,
    });
  });
});
