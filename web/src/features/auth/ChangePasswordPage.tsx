import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/router';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { LockIcon } from '../../components/icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { createSubmitLock } from '../../lib/submit-lock';
import { alertAndWait } from '../../stores/overlays';
import { useFailureAlert } from '../../hooks/use-failure-alert';
import { authApi } from './api';
import { hasProblems, newPasswordProblems, type Problems } from './credential-problems';
import type { ChangePasswordReason } from './post-login-route';

type Field = 'current' | 'password' | 'confirm';

const REASON_TEXT: Record<ChangePasswordReason, string> = {
  default: 'change_password_default',
  expired: 'change_password_expired',
  first: 'change_password_first',
};

const isReason = (r: string | null): r is ChangePasswordReason => r !== null && r in REASON_TEXT;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const params = useSearchParams();
  const reason = params.get('reason');
  const showFailure = useFailureAlert();
  const [form, setForm] = useState({ current: '', password: '', confirm: '' });
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
    const found: Problems<Field> = {
      ...newPasswordProblems(form.password, form.confirm, form.current),
      ...(form.current ? {} : { current: 'field_required' }),
    };
    setProblems(found);
    if (hasProblems(found)) return;

    void lock.run(async () => {
      setBusy(true);
      const res = await authApi.changePassword({ oldPassword: form.current, newPassword: form.password });
      setBusy(false);
      if (!res.success) {
        showFailure(res);
        return;
      }
      await alertAndWait(t('password_changed'));
      navigate('/home', { replace: true });
    });
  };

  return (
    <main className="page">
      <TopBar title={t('change_password')} back={!isReason(reason)} />
      <div className="page-body">
        <div className="card">
          <div className="profile">
            <span className="avatar" aria-hidden="true">
              <LockIcon />
            </span>
            <p>{t(isReason(reason) ? REASON_TEXT[reason] : 'change_password_voluntary')}</p>
          </div>
        </div>
        <form className="card form" onSubmit={submit} noValidate>
          <TextField
            label={t('current_password')}
            name="current"
            type="password"
            autoComplete="current-password"
            {...field('current')}
          />
          <TextField
            label={t('new_password')}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t('password_rule')}
            {...field('password')}
          />
          <TextField
            label={t('confirm_new_password')}
            name="confirm"
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
          />
          <SubmitButton busy={busy}>{t('change_password')}</SubmitButton>
        </form>
      </div>
    </main>
  );
}
