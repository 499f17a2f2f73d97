import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { decideAutoLogin } from './auto-login-now';

/** While auto login may still sign the player in, the login screen shows that instead of its form. */
export const useAutoLoginPending = create<{ pending: boolean }>(() => ({ pending: false }));

/** At start, before the first render (after a token in the URL is adopted): may auto login run? */
export const prepareAutoLogin = (): void => {
  useAutoLoginPending.setState({ pending: decideAutoLogin(null).kind !== 'skip' });
};

let started = false;

/**
 * Auto login at start (§4), once the app is mounted and only when it may apply: the code that waits for the
 * merchant settings and sends the saved login loads then, so it is not part of anyone's first load.
 */
export function useAutoLogin(): void {
  const navigate = useAppNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (started || !useAutoLoginPending.getState().pending) return;
    started = true;
    import('./auto-login-run')
      .then((m) => m.runAutoLogin((to, options) => navigateRef.current(to, options)))
      // The code could not be loaded (offline): the login screen stays for the player.
      .catch(() => undefined)
      .finally(() => useAutoLoginPending.setState({ pending: false }));
  }, []);
}
