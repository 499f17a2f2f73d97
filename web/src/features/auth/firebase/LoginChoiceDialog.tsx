import { useTranslation } from '../../../i18n/translate';
import { Dialog } from '../../../components/Dialog';
import type { LoginChoice } from './use-firebase-exchange';

/** The login-choice dialog of bind_customer_required: 'log in to existing account' and, when allowed, 'register new'. */
export function LoginChoiceDialog({
  choice,
  onLogInToExisting,
  onRegisterNew,
}: {
  choice: LoginChoice;
  onLogInToExisting(): void;
  onRegisterNew(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('notice')}
      confirmLabel={t('login_existing_account')}
      onConfirm={onLogInToExisting}
      secondary={
        choice.registerNew ? { label: t('register_new_account'), onSelect: onRegisterNew } : undefined
      }
    >
      <p>{choice.message}</p>
    </Dialog>
  );
}
