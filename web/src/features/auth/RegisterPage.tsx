import { REGISTERED_MEMBER_TYPE } from '@app/contract/constants';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { loginDevice, registerMethod } from '../../lib/device';
import { merchantCode } from '../../lib/merchant';
import { readStoredCampaign } from '../../lib/tracking-params';
import { useAppStore } from '../../stores/app-store';
import { alertAndWait } from '../../stores/overlays';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { registrationProblems } from './credential-problems';
import { useAuthForm } from './use-auth-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const { field, busy, onSubmit } = useAuthForm({ username: '', password: '', confirm: '' });

  const register = async (form: { username: string; password: string }) => {
    const { device } = useAppStore.getState();
    const method = registerMethod(device);
    const campaign = readStoredCampaign();
    const res = await authApi.register(
      {
        registerMethod: method,
        registerUrl: window.location.href,
        domain: window.location.hostname,
        affiliateCode: campaign.affiliateCode,
        referralCode: campaign.referralCode ?? campaign.r,
        login: true,
        username: form.username.trim(),
        password: form.password,
      },
      loginDevice(device),
    );
    if (!res.success || !res.value?.token) {
      showFailure(res);
      return;
    }
    // The member type is renewed from member info once signed in.
    signIn({
      id: res.value.id,
      token: res.value.token,
      merchantCode,
      userName: res.value.userName,
      type: REGISTERED_MEMBER_TYPE,
      firstTimeLogin: true,
    });
    await alertAndWait(t('register_success'));
    navigate('/home', { replace: true });
  };

  return (
    <AuthLayout
      title={t('register_title')}
      subtitle={t('register_subtitle')}
      footer={
        <>
          {t('have_account')} <AppLink to="/login">{t('login')}</AppLink>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit(registrationProblems, register)} noValidate>
        <TextField
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('username_rule')}
          {...field('username')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          hint={t('password_rule')}
          {...field('password')}
        />
        <TextField
          label={t('confirm_password')}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <SubmitButton busy={busy}>{t('register')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
