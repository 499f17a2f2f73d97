import { useEffect, useState, type FormEvent } from 'react';
import type { WithdrawAccountInfo, WithdrawalRecord } from '@app/contract/wallet';
import { reportedByLayer } from '../../api/request-errors';
import { AppLink } from '../../components/AppLink';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { focusField, useForm } from '../../hooks/use-form';
import { useTranslation } from '../../i18n/translate';
import { track } from '../../lib/track';
import { openCustomerService } from '../customer-service';
import {
  amountInputText,
  formDraft,
  MINOR_PER_MAJOR,
  newIdempotencyKey,
  parseAmount,
  useMoney,
  walletFailureText,
} from '../money';
import { boundAccounts, PayoutAccountLine, payoutAccountsApi } from '../payout-accounts';
import { withdrawApi } from './api';
import {
  addAccountTarget,
  allAmount,
  amountRefusal,
  keepsIdempotencyKey,
  laterLock,
  payoutOf,
  refusalField,
  refusalLock,
  withdrawBlock,
  withdrawFormProblems,
  type WithdrawField,
} from './withdraw-rules';

/**
 * What the form keeps for the tab (features/money formDraft) until it is submitted: a session that expires
 * mid-form, a reload or a lost network give the values back with the same idempotency key. Never the password.
 */
interface WithdrawDraft {
  accountId: string;
  amount: string;
  idempotencyKey: string;
}
const draft = formDraft<WithdrawDraft>('withdraw');

/** A refusal and the field it belongs to (null: above the button). */
interface Shown {
  field: WithdrawField | null;
  text: string;
}

/** The time now, read again when `deadline` passes, so that what it ends (a lock) ends on screen too. */
function useNowPast(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, deadline - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}

/**
 * The withdrawal: the account to pay to, the amount with its limits shown before typing and what the player
 * will receive, and the withdrawal password. One submission at a time (useForm's lock); every try of this form
 * carries one idempotency key, so a retry after a lost answer cannot withdraw twice.
 */
export function WithdrawForm({
  info,
  onDone,
}: {
  info: WithdrawAccountInfo;
  onDone(record: WithdrawalRecord): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const accounts = boundAccounts(info);
  const [saved] = useState(() => draft.load());
  const [idempotencyKey, setIdempotencyKey] = useState(() => saved?.idempotencyKey ?? newIdempotencyKey());
  const { form, field, busy, run, setForm, setProblems } = useForm<WithdrawField>({
    accountId: saved?.accountId ?? '',
    amount: saved?.amount ?? '',
    withdrawPassword: '',
  });
  const [shown, setShown] = useState<Shown | null>(null);
  const [refusedLock, setRefusedLock] = useState<number | null>(null);
  const lockedUntil = laterLock(info.lockedUntil, refusedLock);
  const block = withdrawBlock(info, lockedUntil, useNowPast(lockedUntil));

  // The account chosen, else the first: also when the accounts arrive after the form is up (back from adding the
  // first one, the account info shows its earlier answer while it is fetched again).
  const accountId = accounts.some((a) => String(a.id) === form.accountId)
    ? form.accountId
    : String(accounts[0]?.id ?? '');

  useEffect(() => {
    draft.save({ accountId, amount: form.amount, idempotencyKey });
  }, [accountId, form.amount, idempotencyKey]);

  const amount = parseAmount(form.amount);
  const preview = amount === null ? null : payoutOf(amount, info.feeBasisPoints);

  const send = async (value: number) => {
    setShown(null);
    const res = await withdrawApi.submit({
      accountId: Number(accountId),
      amount: value,
      withdrawPassword: form.withdrawPassword,
      idempotencyKey,
    });
    if (res.success && res.value) {
      draft.clear();
      track('withdraw', { amount: value / MINOR_PER_MAJOR, currency: money.style.currency });
      payoutAccountsApi.refreshAccountInfo();
      withdrawApi.refreshRecords();
      onDone(res.value);
      return;
    }
    const at = reportedByLayer(res) ? null : refusalField(res.errorCode);
    if (at === 'withdrawPassword') setForm((f) => ({ ...f, withdrawPassword: '' }));
    if (!keepsIdempotencyKey(res)) {
      setIdempotencyKey(newIdempotencyKey());
      // The limits, the lock or the tries left changed on the server: the page shows them as they are now.
      payoutAccountsApi.refreshAccountInfo();
    }
    setRefusedLock(refusalLock(res));
    setShown({
      field: at,
      text: reportedByLayer(res) ? t('withdraw_not_sent') : walletFailureText(t, res, money),
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (block) return;
    const found = withdrawFormProblems({ ...form, accountId, amount });
    setProblems(found);
    setShown(null);
    const first = (['accountId', 'amount', 'withdrawPassword'] as const).find((name) => found[name]);
    if (first) return focusField(e.currentTarget, first);
    if (amount === null) return;
    const refused = amountRefusal(amount, info);
    if (refused) {
      setShown({ field: 'amount', text: walletFailureText(t, refused, money) });
      return focusField(e.currentTarget, 'amount');
    }
    run(() => send(amount));
  };

  const errorOf = (name: WithdrawField) => field(name).error ?? (shown?.field === name ? shown.text : null);
  const target = addAccountTarget(info.payoutOptions.pix);

  return (
    <form
      className="card form withdraw-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="withdraw-form-title"
    >
      <h2 id="withdraw-form-title">{t('withdraw_form_title')}</h2>
      {block && (
        <p className="withdraw-blocked" role="status">
          {walletFailureText(t, block, money)}
        </p>
      )}
      <fieldset className="withdraw-fields" disabled={block !== null}>
        <fieldset className="withdraw-accounts">
          <legend>{t('withdraw_account')}</legend>
          {accounts.length === 0 ? (
            <AppLink to={target} className="withdraw-add-first">
              {t('withdraw_add_first')}
            </AppLink>
          ) : (
            <>
              {accounts.map((account) => (
                <label key={account.id} className="withdraw-account">
                  <input
                    type="radio"
                    name="accountId"
                    value={String(account.id)}
                    checked={accountId === String(account.id)}
                    onChange={() => setForm((f) => ({ ...f, accountId: String(account.id) }))}
                  />
                  <PayoutAccountLine account={account} />
                </label>
              ))}
              <AppLink to={target} className="withdraw-add-more">
                {t('withdraw_add_account')}
              </AppLink>
            </>
          )}
          {errorOf('accountId') && (
            <p className="field-error" role="alert">
              {errorOf('accountId')}
            </p>
          )}
        </fieldset>
        <div className="field-row">
          <TextField
            label={t('withdraw_amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('withdraw_amount_limits', {
              min: money.format(info.minAmount),
              max: money.format(info.maxAmount),
            })}
            {...field('amount')}
            error={errorOf('amount')}
          />
          <button
            type="button"
            className="btn btn-ghost withdraw-all"
            aria-label={t('withdraw_all_label', { amount: money.format(allAmount(info)) })}
            onClick={() => setForm((f) => ({ ...f, amount: amountInputText(allAmount(info)) }))}
            disabled={allAmount(info) === 0}
          >
            {t('withdraw_all')}
          </button>
        </div>
        {/* Room kept whether or not there is an amount yet, so the fields below never move. */}
        <p className="withdraw-preview" aria-live="polite">
          {preview &&
            t('withdraw_preview', { fee: money.format(preview.fee), receive: money.format(preview.receive) })}
        </p>
        <TextField
          label={t('withdraw_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...field('withdrawPassword')}
          error={errorOf('withdrawPassword')}
        />
        {/* A refusal that closed the form (the lock, today's count) is said once, above, with why it is closed. */}
        {shown && shown.field === null && !block && <FormFailure>{shown.text}</FormFailure>}
        <SubmitButton busy={busy}>{t('withdraw_submit')}</SubmitButton>
      </fieldset>
      {/* Outside the fields: a player whose withdrawals are locked needs it most. */}
      <p className="withdraw-forgot">
        {t('withdraw_password_forgot')}{' '}
        <button type="button" className="withdraw-link" onClick={() => void openCustomerService()}>
          {t('contact_us')}
        </button>
      </p>
    </form>
  );
}
