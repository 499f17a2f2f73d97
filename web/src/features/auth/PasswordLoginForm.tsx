import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { loginDevice } from '../../lib/device';
import { useAppStore } from '../../stores/app-store';
import { authApi } from './api';
import { loginProblems } from './credential-problems';
import { useAuthForm } from './use-auth-form';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Username and password login (type username). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const showFailure = useFailureAlert();
  const { field, busy, onSubmit } = useAuthForm({ username: '', password: '' });

  const logIn = async ({ username, password }: { username: string; password: string }) => {
    const kind = loginDevice(useAppStore.getState().device);
    const res = await authApi.login(
      { username: username.trim(), password, type: 'username', device: kind },
      kind,
    );
    if (!res.success || !res.value) {
      showFailure(res);
      return;
    }
    await completeSignIn(res.value, 'username');
  };

  return (
    <form className="form" onSubmit={onSubmit(loginProblems, logIn)} noValidate>
      <TextField
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('username')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <SubmitButton busy={busy}>{t('login')}</SubmitButton>
    </form>
  );
}
