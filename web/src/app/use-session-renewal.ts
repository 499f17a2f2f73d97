import { useEffect } from 'react';
import { fetchCall } from '../api/call-cache';
import { useSession } from '../stores/app-store';

/**
 * Login state follows the token (entry §4): with one, member info is loaded (the session's name and type
 * renewed, see features/account/member-ready.ts) and so is the player rank progress. Without one there is
 * nothing to load: signing out dropped both with the session's other answers (stores/app-store.ts).
 */
export function useSessionRenewal(): void {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) return;
    // The account feature's code comes with the first token: a guest's first load does not carry it. Code that
    // cannot be fetched (offline) renews nothing, as the calls themselves would not have.
    import('../features/account').then(
      ({ memberApi, memberReady }) => {
        void memberReady();
        void fetchCall(memberApi.rankProgress);
      },
      () => undefined,
    );
  }, [token]);
}
