import { isValidPassword } from '@app/contract/credentials';
import { hashPassword, verifyPassword } from '../crypto/password';
import { throttledCheck, type LoginAttempt } from './login';
import { setPassword, type MemberRow } from './members';
import { Refused } from './refused';
import { revokeMemberSessions } from './sessions';

/** Why a password change is refused (the answers: routes/refusals.ts). */
export type PasswordChangeRefusal =
  | { reason: 'wrong-old-password' }
  | { reason: 'same-password' }
  /** The new password fails the password rule; the registration refuses a chosen password for it too. */
  | { reason: 'password-invalid' };

/**
 * Changes a signed-in member's password. The old-password check runs under the login throttle of the
 * account (a wrong old password counts as a failed login; over the limit it is refused as 'throttled'). Then
 * the new password must differ and pass the rule. On success the password is no longer the default one and
 * every other session of the member is revoked. Throws Refused (PasswordChangeRefusal, LoginRefusal).
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
      throw new Refused({ reason: 'wrong-old-password' });
    }
  });
  if (newPassword === oldPassword) throw new Refused({ reason: 'same-password' });
  if (!isValidPassword(newPassword)) throw new Refused({ reason: 'password-invalid' });
  const now = a.app.now();
  await setPassword(a.app.db, member.id, await hashPassword(newPassword, a.app.scryptLogN), now);
  await revokeMemberSessions(a.app.db, member.id, currentSessionId);
}
