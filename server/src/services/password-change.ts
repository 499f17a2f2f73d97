import { isValidPassword } from '@app/contract/credentials';
import { hashPassword, verifyPassword } from '../crypto/password';
import { dropIdentityBindings } from './identity-bindings';
import { throttledCheck, type LoginAttempt } from './login';
import { setPassword } from './members';
import { Refused } from './refused';
import { liftPasswordChangeRequired, revokeMemberSessions, type SessionLookup } from './sessions';
import { throttleAccount } from './throttle';

/** Why a password change is refused (the answers: routes/refusals.ts). */
export type PasswordChangeRefusal =
  | { reason: 'wrong-old-password' }
  /** A normal session sent no old password (only a session restricted to the change may leave it out). */
  | { reason: 'field-required'; field: 'oldPassword' }
  | { reason: 'same-password' }
  /** The new password fails the password rule; the registration refuses a chosen password for it too. */
  | { reason: 'password-invalid' };

/**
 * Changes a signed-in member's password. On a normal session the old password is required and checked under
 * the login throttle of the account (a wrong one counts as a failed login; over the limit it is refused as
 * 'throttled'). A session opened with the default password (passwordChangeRequired) asks for no old password:
 * its login already proved the registered number by SMS, and the default is shared, so typing it proves
 * nothing. Then the new password must differ from the current one and pass the rule. On success the password
 * is no longer the default one, the session is no longer restricted, every other session of the member is
 * revoked and every social or phone identity bound to the member is dropped (an intruder's binding would
 * outlive the new password; the owner binds again through 'log in to existing account' with it). Throws
 * Refused (PasswordChangeRefusal, LoginRefusal).
 */
export async function changeMemberPassword(
  a: LoginAttempt,
  session: SessionLookup,
  oldPassword: string | undefined,
  newPassword: string,
): Promise<void> {
  const { member } = session;
  if (!session.passwordChangeRequired) {
    if (oldPassword === undefined) throw new Refused({ reason: 'field-required', field: 'oldPassword' });
    await throttledCheck(a, throttleAccount(member, member.username), async () => {
      if (!(await verifyPassword(oldPassword, member.password_hash))) {
        throw new Refused({ reason: 'wrong-old-password' });
      }
    });
    if (newPassword === oldPassword) throw new Refused({ reason: 'same-password' });
  } else if (await verifyPassword(newPassword, member.password_hash)) {
    throw new Refused({ reason: 'same-password' });
  }
  if (!isValidPassword(newPassword)) throw new Refused({ reason: 'password-invalid' });
  const now = a.app.now();
  await setPassword(a.app.db, member.id, await hashPassword(newPassword, a.app.scryptLogN), now);
  await liftPasswordChangeRequired(a.app.db, session.sessionId);
  await revokeMemberSessions(a.app.db, member.id, session.sessionId);
  await dropIdentityBindings(a.app.db, member.id);
}
