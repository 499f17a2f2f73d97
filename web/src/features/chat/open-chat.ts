import { SPEC_MESSAGE_KEY } from '@app/contract/errors';
import { t } from '../../i18n/translate';
import { headerLanguage } from '../../lib/language-storage';
import type { AppNavigate } from '../../lib/route-table';
import { followableUrl } from '../../lib/safe-url';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { chatApi } from './api';
import { chatLaunchPayload } from './chat-launch';
import { chatRule } from './chat-rule';

/** How long the no_permissions toast shows (the spec gives no figure; as long as the app's other short notes). */
export const NO_PERMISSIONS_TOAST_MS = 2_000;

/** Loads the chat link and goes there; the request layer has shown the server's message when it fails. */
const launchChat = async (): Promise<void> => {
  const settings = useAppStore.getState().status?.settings;
  const res = await chatApi.launch(
    chatLaunchPayload({
      merchantName: settings?.name ?? '',
      merchantColor: settings?.theme.primaryColor ?? '',
      language: headerLanguage(),
      returnPath: window.location.pathname + window.location.search,
    }),
  );
  if (!res.success || !res.value) return;
  // Only an http(s) link is followed: a javascript: or data: chatUrl is nonsense from the server.
  const url = followableUrl(res.value.chatUrl, window.location.href);
  if (url) window.location.assign(url);
  else useOverlays.getState().alert(t('unknown_error'));
};

const decideAndAct = async (navigate: AppNavigate): Promise<void> => {
  // The member type decides: a token handed over in the URL has none until member info answers.
  if (useAppStore.getState().session) await (await import('../account')).memberReady();
  switch (chatRule(useAppStore.getState().session)) {
    case 'login':
      navigate('/login');
      return;
    case 'noPermissions':
      useOverlays.getState().showToast(t(SPEC_MESSAGE_KEY.noPermissions), NO_PERMISSIONS_TOAST_MS);
      return;
    case 'launch':
      await launchChat();
  }
};

let running: Promise<void> | null = null;

/**
 * A tap on the chat button (signed-in §4 "Chat"): chatRule decides, this carries it out. One at a time: a second
 * tap while the chat link loads asks for no second one.
 */
export const openChat = (navigate: AppNavigate): Promise<void> =>
  (running ??= decideAndAct(navigate).finally(() => {
    running = null;
  }));
