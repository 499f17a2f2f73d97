import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { createSubmitLock } from '../../lib/submit-lock';
import { loginDevice } from '../../lib/device';
import { merchantCode } from '../../lib/merchant';
import { useAppStore } from '../../stores/app-store';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { changePasswordReason } from './post-login-route';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const lock = useRef(createSubmitLock(SUBMIT_LOCK_RELEASE_MS)).current;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    const missing = {
      username: name ? undefined : t('field_required'),
      password: password ? undefined : t('field_required'),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;

    void lock.run(async () => {
      setBusy(true);
      const { status, device } = useAppStore.getState();
      const settings = status?.settings;
      const kind = loginDevice(device);
      const res = await authApi.login({ username: name, password, type: 'username', device: kind }, kind);
      setBusy(false);
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
      if (reason) navigate(`/changePsw?reason=${reason}`, { replace: true });
      else navigate('/home', { replace: true });
    });
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
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <SubmitButton busy={busy}>{t('login')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
