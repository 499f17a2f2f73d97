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
import { postLoginRoute } from './post-login-route';
import { ensureSystemStatus } from '../../stores/system-status';
import { useAuthForm } from './use-auth-form';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
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
    const v = res.value;
    signIn({
      id: v.id,
      token: v.token,
      merchantCode,
      userName: v.userName,
      type: v.customerType,
      firstTimeLogin: v.firstTimeLogin,
    });
    // The forced-change switch is a merchant setting: wait for it rather than guess it is off.
    const settings = (await ensureSystemStatus())?.settings;
    const route = postLoginRoute({
      loginType: 'username',
      passwordIsDefault: v.passwordIsDefault,
      passwordExpired: v.passwordExpired,
      forceChangeWhenExpired: settings?.whitelabel.PWDEXPFORCECHANGE3 ?? false,
      firstTimeLogin: v.firstTimeLogin,
    });
    navigate(route, { replace: true });
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
