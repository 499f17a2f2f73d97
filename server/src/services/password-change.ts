import { isValidPassword } from '@app/contract/credentials';
import { hashPassword, verifyPassword } from '../crypto/password';
import { throttledCheck, type LoginAttempt } from './login';
import { setPassword, type MemberRow } from './members';
import { revokeMemberSessions } from './sessions';

export type PasswordChangeRefusalReason = 'wrong-old-password' | 'same-password' | 'invalid-password';

/** A refused password change; the HTTP layer maps each reason to its answer. */
export class PasswordChangeRefused extends Error {
  constructor(readonly reason: PasswordChangeRefusalReason) {
    super(`password change refused: ${reason}`);
    this.name = 'PasswordChangeRefused';
  }
}

/**
 * Changes a signed-in member's password. The old-password check runs under the login throttle of the
 * account (a wrong old password counts as a failed login; over the limit it throws LoginRefused
 * 'throttled'). Then the new password must differ and pass the rule (PasswordChangeRefused). On success the
 * password is no longer the default one and every other session of the member is revoked.
 */
export async function changeMemberPassword(
  a: LoginAttempt,
  member: MemberRow,
  currentSessionId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await throttledCheck(a, member.username, async () => {
    if (!(await verifyPassword(oldPassword, member.password_hash))) {
      throw new PasswordChangeRefused('wrong-old-password');
    }
  });
  if (newPassword === oldPassword) throw new PasswordChangeRefused('same-password');
  if (!isValidPassword(newPassword)) throw new PasswordChangeRefused('invalid-password');
  const now = a.app.now();
  await setPassword(a.app.db, member.id, await hashPassword(newPassword, a.app.scryptLogN), now);
  await revokeMemberSessions(a.app.db, member.id, currentSessionId);
}
