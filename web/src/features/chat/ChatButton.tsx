import { useCall } from '../../api/use-call';
import { useAfterFirstScreen } from '../../components/lazy-part';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSession, useSettings } from '../../stores/app-store';
import { chatApi } from './api';
import { unreadBadge, unreadCountRule } from './chat-rule';
import './chat.css';

/**
 * The chat footer button with its unread badge (signed-in §2, §4 "Chat"), a nav item like the others. It is on
 * home's first screen, so it stays small: what a tap does (open-chat.ts) loads on the tap, and the count is
 * asked for only after the first screen.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const session = useSession();
  const cbs3 = useSettings()?.whitelabel.CBS3 ?? false;
  const afterFirstScreen = useAfterFirstScreen();
  const wanted = afterFirstScreen && unreadCountRule(session, cbs3);
  const unread = useCall(wanted ? chatApi.unread : null);
  const badge = unread?.status === 'ready' ? unreadBadge(unread.data.unReadCount) : null;
  return (
    <button
      type="button"
      className="chat-button"
      aria-label={badge ? t('chat_unread', { count: badge }) : undefined}
      onClick={() => {
        // A chunk that cannot load (offline) leaves the button as it is; the offline notice says why.
        import('./open-chat').then((m) => m.openChat(navigate)).catch(() => undefined);
      }}
    >
      <span className="chat-icon">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          />
        </svg>
        {/* The count is drawn by CSS (chat.css), not text: the button's label is "Chat", the count a status its
            name states, and voice control finds the button by the label it shows (WCAG 2.5.3). */}
        {badge && <span className="chat-badge" data-count={badge} aria-hidden="true" />}
      </span>
      {t('chat')}
    </button>
  );
}
