import { createRoot } from 'react-dom/client';
import { MEMBER_TYPE_SIGNED_OUT } from '@app/contract/constants/member';
import { callApi } from '../api/call';
import { Dialog } from '../components/Dialog';
import { useTranslation } from '../i18n/translate';
import { merchantCode } from '../lib/merchant';
import { useAppStore } from '../stores/app-store';
import { urlTokenQuestion, type UrlTokenQuestion } from './url-token-account';

type Shown = Exclude<UrlTokenQuestion, { kind: 'sameAccount' }>;

function UrlTokenDialog({
  question,
  onKeep,
  onSwitch,
}: {
  question: Shown;
  onKeep(): void;
  onSwitch(): void;
}) {
  const { t } = useTranslation();
  if (question.kind === 'invalid') {
    return (
      <Dialog title={t('notice')} confirmLabel={t('confirm')} onConfirm={onKeep}>
        <p>{t('url_token_invalid', { current: question.current })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('url_token_title')}
      confirmLabel={t('url_token_keep', { current: question.current })}
      onConfirm={onKeep}
      secondary={{ label: t('url_token_switch', { other: question.other }), onSelect: onSwitch }}
    >
      <p>{t('url_token_text', { current: question.current, other: question.other })}</p>
    </Dialog>
  );
}

/**
 * A link carried another account's token while the player is signed in (url-token.ts): identify the link's
 * account with its own token (quietly: its failure is not the current session's expiry), then ask, naming
 * both accounts, in a dialog of its own root (it may open before the app has rendered). Keeping is the
 * first button; switching starts the link's session and reloads, so nothing of the other account stays on
 * screen or in the caches.
 */
export async function askAboutUrlToken(token: string): Promise<void> {
  const res = await callApi('memberInfo', undefined, { headers: { Authorization: token }, quiet: true });
  const session = useAppStore.getState().session;
  // Signed out or in again meanwhile: the question no longer applies.
  if (!session) return;
  const question = urlTokenQuestion(session, res.success ? res.value : null);
  if (question.kind === 'sameAccount') return;

  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  const switchAccount = () => {
    const member = res.value;
    if (member) {
      useAppStore.getState().signIn({
        id: member.id,
        token,
        merchantCode,
        userName: member.account,
        // Renewed from member info after the reload, like any adopted token (features/account/member-ready.ts).
        type: MEMBER_TYPE_SIGNED_OUT,
        firstTimeLogin: false,
      });
    }
    window.location.reload();
  };
  root.render(<UrlTokenDialog question={question} onKeep={close} onSwitch={switchAccount} />);
}
