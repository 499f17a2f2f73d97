import { useEffect, useState } from 'react';
import type { MemberInfo } from '@app/contract/calls';
import { useSession } from '../../stores/app-store';
import { memberApi } from './api';

export type MemberInfoState =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'ready'; info: MemberInfo }
  | { status: 'error' };

/** Member info follows the token: loaded when signed in, cleared when not. */
export function useMemberInfo(): MemberInfoState & { reload: () => void } {
  const token = useSession()?.token;
  const [state, setState] = useState<MemberInfoState>(
    token ? { status: 'loading' } : { status: 'signedOut' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) {
      setState({ status: 'signedOut' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void memberApi.info().then((res) => {
      if (!live) return;
      setState(res.success && res.value ? { status: 'ready', info: res.value } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
