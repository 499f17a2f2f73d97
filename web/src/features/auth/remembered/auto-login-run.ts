import { readSavedLogin } from '../../../lib/saved-login';
import { useAppStore } from '../../../stores/app-store';
import { ensureSystemStatus } from '../../../stores/system-status';
import { completeSignIn } from '../use-complete-sign-in';
import { autoLogin } from './auto-login';
import { decideAutoLogin } from './auto-login-now';
import type { AppNavigate } from '../../../lib/route-table';

/**
 * Waits for the merchant settings, applies the rule again with them, sends the saved login and completes the
 * sign-in like a password login (home, or change password when the routing rules say so).
 */
export async function runAutoLogin(navigate: AppNavigate): Promise<void> {
  const saved = readSavedLogin();
  const settings = (await ensureSystemStatus())?.settings ?? null;
  // Settings that could not be loaded leave the decision waiting: no auto login then.
  if (!saved || decideAutoLogin(settings).kind !== 'try') return;
  const value = await autoLogin(saved);
  // The player may have signed in some other way meanwhile.
  if (value && !useAppStore.getState().session) await completeSignIn(value, 'username', navigate);
}
