import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { loginDevice } from '../../lib/device';
import { merchantCode } from '../../lib/merchant';
import { useAppStore } from '../../stores/app-store';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { loginProblems } from './credential-problems';
import { changePasswordReason } from './post-login-route';
import { useAuthForm } from './use-auth-form';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const { field, busy, onSubmit } = useAuthForm({ username: '', password: '' });

  const logIn = async ({ username, password }: { username: string; password: string }) => {
    const { status, device } = useAppStore.getState();
    const settings = status?.settings;
    const kind = loginDevice(device);
    const res = await authApi.login(
      { username: username.trim(), password, type: 'username', device: kind },
      kind,
    );
    if (!res.success || !res.value) {
      showFailure(res);
      return;
    }
    const v = res.value;
    signIn({
      id: v.id,
      token: v.token,
      merchantCode,
      userName: v.userName,
      type: v.customerType,
      firstTimeLogin: v.firstTimeLogin,
    });
    const reason = changePasswordReason({
      loginType: 'username',
      password,
      defaultPassword: settings?.register.defaultMobilePassword ?? '',
      passwordExpired: v.passwordExpired,
      forceChangeWhenExpired: settings?.whitelabel.PWDEXPFORCECHANGE3 ?? false,
      firstTimeLogin: v.firstTimeLogin,
    });
    navigate(reason ? `/changePsw?reason=${reason}` : '/home', { replace: true });
  };

  return (
    <AuthLayout
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      footer={
        <>
          {t('no_account')} <AppLink to="/register">{t('register')}</AppLink>
        </>
      }
    >
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
    </AuthLayout>
  );
}
