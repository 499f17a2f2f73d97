import { useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { reportedByLayer } from '../../api/request-errors';
import { FormFailure } from '../../components/FormFailure';
import { LockIcon } from '../../components/icons';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/use-form';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { useMoney, walletFailureText } from '../money';
import { payoutAccountsApi } from '../payout-accounts';
import { withdrawApi } from './api';
import { passwordSetupProblems } from './withdraw-rules';

/**
 * The withdrawal password, set once before the first withdrawal: the login password proves the account, then 6
 * digits twice. Only staff change or reset it afterwards. Once set, the account info says so and the page shows
 * the withdrawal form.
 */
export function PasswordSetupForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const { field, busy, onSubmit } = useForm({ loginPassword: '', withdrawPassword: '', confirm: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const set = async (form: { loginPassword: string; withdrawPassword: string }) => {
    setFailure(null);
    const res = await withdrawApi.setPassword(form.loginPassword, form.withdrawPassword);
    if (!res.success) {
      if (!reportedByLayer(res)) setFailure(walletFailureText(t, res, money));
      return;
    }
    useOverlays.getState().showToast(t('withdraw_password_done'), SUCCESS_MESSAGE_MS);
    payoutAccountsApi.refreshAccountInfo();
  };

  const digits = {
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'new-password',
    maxLength: 6,
  } as const;
  return (
    <form
      className="card form withdraw-setup"
      noValidate
      onSubmit={onSubmit(passwordSetupProblems, set)}
      aria-labelledby="withdraw-setup-title"
    >
      <div className="withdraw-setup-head">
        <span className="avatar" aria-hidden="true">
          <LockIcon />
        </span>
        <div>
          <h2 id="withdraw-setup-title">{t('withdraw_password_setup')}</h2>
          <p>{t('withdraw_password_setup_text')}</p>
        </div>
      </div>
      <TextField
        label={t('withdraw_login_password')}
        type="password"
        autoComplete="current-password"
        {...field('loginPassword')}
      />
      <TextField
        label={t('withdraw_password_new')}
        hint={t('withdraw_password_rule')}
        {...digits}
        {...field('withdrawPassword')}
      />
      <TextField label={t('withdraw_password_confirm')} {...digits} {...field('confirm')} />
      {failure && <FormFailure>{failure}</FormFailure>}
      <SubmitButton busy={busy}>{t('withdraw_password_save')}</SubmitButton>
    </form>
  );
}
