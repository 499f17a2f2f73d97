import { CHAT_SCRIPT_DELAY_MS, CHAT_SCRIPT_RETRY_DELAYS_MS } from '@app/contract/constants/chat';
import { invalidateCalls } from '../../api/call-cache';
import { loadScript } from '../../lib/load-script';
import { useAppStore } from '../../stores/app-store';
import { chatApi } from './api';
import { csScriptsToLoad } from './cs-scripts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One attempt at the customer-service scripts: the list, then each vendor's script. True when the list came and
 * every script loaded (a script already on the page counts as loaded).
 */
const loadCsScripts = async (): Promise<boolean> => {
  const res = await chatApi.csScripts();
  if (!res.success || !res.value) return false;
  const page = { origin: window.location.origin, test: useAppStore.getState().status?.test ?? false };
  const results = await Promise.allSettled(
    csScriptsToLoad(res.value.scripts, page).map(({ csType, url }) => loadScript(url, { csType })),
  );
  return results.every((r) => r.status === 'fulfilled');
};

let csStarted = false;

/**
 * The customer-service scripts (entry §9 "Chat scripts"): 500 ms after start, tried again 1 s and
 * then 3 s after a failure. The list is a member's (the relay needs a session): for a guest this waits for
 * the sign-in. Once per page: a vendor's script cannot be taken off the page again.
 */
const startCsScripts = (): void => {
  const run = async () => {
    if (csStarted || !useAppStore.getState().session) return;
    csStarted = true;
    await wait(CHAT_SCRIPT_DELAY_MS);
    for (const retryAfter of [...CHAT_SCRIPT_RETRY_DELAYS_MS, null]) {
      // Signed out meanwhile (the list needs a token): tried again at the next sign-in.
      if (!useAppStore.getState().session) break;
      if (await loadCsScripts()) return;
      if (retryAfter === null) return;
      await wait(retryAfter);
    }
    csStarted = false;
  };
  void run();
  useAppStore.subscribe((s, before) => {
    if (s.session && !before.session) void run();
  });
};

/**
 * The unread count is asked for again when the player comes back to the page (signed-in §4): from
 * another tab or app, or back from the chat (the browser's back-forward cache restores this page as it was).
 */
const refreshUnreadOnReturn = (): void => {
  const refresh = () => invalidateCalls({ name: chatApi.unread.name });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) refresh();
  });
};

/** Started once, after the first screen (app/after-first-screen.ts). */
export const startChatFeature = (): void => {
  refreshUnreadOnReturn();
  startCsScripts();
};
