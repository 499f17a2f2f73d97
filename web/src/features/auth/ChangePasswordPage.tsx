import type { MessageKey } from '../../i18n/keys';
import { useTranslation } from '../../i18n/translate';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { Screen } from '../../components/Screen';
import { LockIcon } from '../../components/icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { useForm } from '../../hooks/use-form';
import { useSearchParams } from '../../lib/router';
import { alertAndWait } from '../../stores/overlays';
import { authApi } from './api';
import { changePasswordProblems } from './credential-problems';
import type { ChangePasswordReason } from './post-login-route';

const REASON_TEXT: Record<ChangePasswordReason, MessageKey> = {
  default: 'change_password_default',
  expired: 'change_password_expired',
  first: 'change_password_first',
};

const isReason = (r: string | null): r is ChangePasswordReason => r !== null && Object.hasOwn(REASON_TEXT, r);

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const reason = useSearchParams().get('reason');
  const showFailure = useFailureAlert();
  const { field, busy, onSubmit } = useForm({ current: '', password: '', confirm: '' });

  const change = async (form: { current: string; password: string }) => {
    const res = await authApi.changePassword({ oldPassword: form.current, newPassword: form.password });
    if (!res.success) {
      showFailure(res);
      return;
    }
    await alertAndWait(t('password_changed'));
    navigate('/home', { replace: true });
  };

  return (
    // A forced change has no way back: the player must set a password first.
    <Screen title={t('change_password')} back={!isReason(reason)}>
      <div className="card profile">
        <span className="avatar" aria-hidden="true">
          <LockIcon />
        </span>
        <p>{t(isReason(reason) ? REASON_TEXT[reason] : 'change_password_voluntary')}</p>
      </div>
      <form className="card form" onSubmit={onSubmit(changePasswordProblems, change)} noValidate>
        <TextField
          label={t('current_password')}
          type="password"
          autoComplete="current-password"
          {...field('current')}
        />
        <TextField
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('password_rule')}
          {...field('password')}
        />
        <TextField
          label={t('confirm_new_password')}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <SubmitButton busy={busy}>{t('change_password')}</SubmitButton>
      </form>
    </Screen>
  );
}
