import { useEffect } from 'react';
import { memberApi } from '../features/member/api';
import { useAppStore, useSession } from '../stores/app-store';

let rankProgress: Promise<typeof import('../features/member/rank-progress')> | undefined;

/**
 * Login state follows the token (§4): with one, member info is loaded (the session's name and type renewed) and
 * so is the player rank progress; without one, the rank progress is cleared (member info lives with the
 * screens that show it, which drop it with the token).
 */
export function useSessionRenewal(): void {
  const token = useSession()?.token;
  useEffect(() => {
    // The rank code loads with the first token (not on a signed-out first load); it then follows every change.
    if (token) rankProgress ??= import('../features/member/rank-progress');
    void rankProgress?.then((m) => m.loadRankProgress());
    if (!token) return;
    void memberApi.info().then((res) => {
      const { session, signIn } = useAppStore.getState();
      if (!res.success || !res.value || session?.token !== token) return;
      const { id, account, type } = res.value;
      if (session.id !== id || session.userName !== account || session.type !== type) {
        signIn({ ...session, id, userName: account, type });
      }
    });
  }, [token]);
}
