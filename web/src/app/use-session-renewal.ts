import { useEffect } from 'react';
import { memberApi } from '../features/member/api';
import { useAppStore, useSession } from '../stores/app-store';

/** Login state follows the token: with one, member info is loaded and the session's name and type renewed. */
export function useSessionRenewal(): void {
  const token = useSession()?.token;
  useEffect(() => {
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
