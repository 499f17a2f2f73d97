import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { createSubmitLock } from '../../lib/submit-lock';
import { registerMethod } from '../../lib/device';
import { merchantCode } from '../../lib/merchant';
import { readStoredCampaign } from '../../lib/tracking-params';
import { useAppStore } from '../../stores/app-store';
import { alertAndWait } from '../../stores/overlays';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { hasProblems, registrationProblems, type Problems } from './credential-problems';

type Field = 'username' | 'password' | 'confirm';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const [form, setForm] = useState({ username: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [busy, setBusy] = useState(false);
  const lock = useRef(createSubmitLock(SUBMIT_LOCK_RELEASE_MS)).current;

  const field = (name: Field) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: problems[name] ? t(problems[name]) : null,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = registrationProblems(form);
    setProblems(found);
    if (hasProblems(found)) return;

    void lock.run(async () => {
      setBusy(true);
      const method = registerMethod(useAppStore.getState().device);
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
        method,
      );
      setBusy(false);
      if (!res.success || !res.value?.token) {
        showFailure(res);
        return;
      }
      signIn({
        id: res.value.id,
        token: res.value.token,
        merchantCode,
        userName: res.value.userName,
        type: 0,
        firstTimeLogin: true,
      });
      await alertAndWait(t('register_success'));
      navigate('/home', { replace: true });
    });
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
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('username_rule')}
          {...field('username')}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('password_rule')}
          {...field('password')}
        />
        <TextField
          label={t('confirm_password')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <SubmitButton busy={busy}>{t('register')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
