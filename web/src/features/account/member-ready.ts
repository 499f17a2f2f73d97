import { fetchCall, watchCall } from '../../api/call-cache';
import { useAppStore } from '../../stores/app-store';
import { memberApi } from './api';

/** Waits between attempts at member info: bounded, so a member whose info cannot load stays type -1. */
export const MEMBER_INFO_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every answer renews the session's name and type: the session renewal's and a screen's retry alike. Followed
// here, the answer is also asked for again as soon as a new session starts (call-cache.ts clearSessionCalls).
watchCall(memberApi.info, (state) => {
  const { session, signIn } = useAppStore.getState();
  if (state.status !== 'ready' || !session) return;
  const { id, account, type } = state.data;
  if (session.id !== id || session.userName !== account || session.type !== type) {
    signIn({ ...session, id, userName: account, type });
  }
});

/** Loads member info for the session of `token`, retrying a failure after each of the delays. */
const loadMemberInfo = async (token: string): Promise<void> => {
  for (const delay of [...MEMBER_INFO_RETRY_DELAYS_MS, null]) {
    // Signed out (the session expired, say) or in again meanwhile: this session is over.
    if (useAppStore.getState().session?.token !== token) return;
    if ((await fetchCall(memberApi.info)) || delay === null) return;
    await wait(delay);
  }
};

let current: { token: string; settled: Promise<void> } | null = null;

/**
 * Login state follows the token (entry §4): the session's name and type are renewed from member info. A token
 * handed over in the URL comes with no type, so the member counts as type -1 (MEMBER_TYPE_SIGNED_OUT) until
 * member info loads, and stays so if it cannot. Rules that depend on the member type await this first; it
 * settles once member info has loaded or every attempt has failed, and starts the load when nobody has yet.
 */
export const memberReady = (): Promise<void> => {
  const token = useAppStore.getState().session?.token;
  if (!token) return Promise.resolve();
  if (current?.token !== token) current = { token, settled: loadMemberInfo(token) };
  return current.settled;
};
