import type { MessageKey } from '../../i18n/keys';
import { useTranslation } from '../../i18n/translate';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { Screen } from '../../components/Screen';
import { LockIcon } from '../../components/icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { useForm } from '../../hooks/use-form';
import { clearPasswordChangeRequired, isPasswordChangeRequired } from '../../lib/password-change-required';
import { useSearchParams } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
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
  // A session opened with the default password is asked for no old password: the server takes the change
  // without it (the default is shared, so typing it would prove nothing).
  const token = useAppStore((s) => s.session?.token);
  const asksCurrent = !isPasswordChangeRequired(token);

  const change = async (form: { current: string; password: string }) => {
    const res = await authApi.changePassword(
      asksCurrent
        ? { oldPassword: form.current, newPassword: form.password }
        : { newPassword: form.password },
    );
    if (!res.success) {
      showFailure(res);
      return;
    }
    clearPasswordChangeRequired();
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
      <form
        className="card form"
        onSubmit={onSubmit((f) => changePasswordProblems(f, asksCurrent), change)}
        noValidate
      >
        {asksCurrent && (
          <TextField
            label={t('current_password')}
            type="password"
            autoComplete="current-password"
            {...field('current')}
          />
        )}
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
