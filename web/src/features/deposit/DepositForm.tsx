import { useId, useState, type FormEvent } from 'react';
import type { DepositRecord, DepositSettings } from '@app/contract/wallet';
import { bonusOf } from '@app/contract/constants/money';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { reportedByLayer } from '../../api/request-errors';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { focusField } from '../../hooks/use-form';
import { useTranslation } from '../../i18n/translate';
import { createSubmitLock } from '../../lib/submit-lock';
import { track } from '../../lib/track';
import {
  amountInputText,
  formDraft,
  MINOR_PER_MAJOR,
  newIdempotencyKey,
  parseAmount,
  useMoney,
  walletFailureText,
} from '../money';
import { depositApi } from './api';
import { CHANNEL_ICON } from './deposit-icons';
import {
  afterSubmit,
  bonusesOutOfReach,
  chosenBonus,
  chosenChannel,
  depositCheck,
  depositPreview,
  freshDraft,
  keyedRequest,
  needsPayerName,
  offeredBonuses,
  restoredDraft,
  type AmountProblem,
  type DepositDraft,
  type DraftFields,
} from './deposit-rules';

const draftStore = formDraft<DepositDraft>('deposit');

/** Refusals after which the page's channels or bonuses are out of date: they are asked for again. */
const STALE_SETTINGS_CODES: readonly (string | null)[] = [
  'wallet.channel.closed',
  'wallet.bonus.unavailable',
];

/** The form, once the channels and the merchant's money style are in (its shape is held while they load). */
export function DepositForm() {
  const { t } = useTranslation();
  const settings = useCall(depositApi.settings);
  const money = useMoney();
  return (
    <AsyncSection
      state={settings.status === 'ready' && !money.ready ? { status: 'loading' } : settings}
      card={false}
      className="deposit-form-section"
      errorText={t('deposit_settings_failed')}
      empty={{ when: (s) => s.channels.length === 0, text: t('deposit_no_channels') }}
      placeholder={
        <div className="deposit-placeholder">
          <Skeleton lines={3} />
        </div>
      }
    >
      {(s) => <Form settings={s} />}
    </AsyncSection>
  );
}

/** `amount`: the server refused the amount, whose limits the page then asks for again (STALE_SETTINGS_CODES). */
type Failure = { kind: 'unanswered' } | { kind: 'refused'; text: string; amount: boolean };

/**
 * Amount refusals. The form checks the limits it shows before sending, so the server refusing an amount means staff
 * changed them: they are asked for again, and once they are in, the amount field says the same itself.
 */
const AMOUNT_CODES: readonly (string | null)[] = ['wallet.amount.below', 'wallet.amount.above'];

function Form({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const money = useMoney();
  const ids = useId();
  const [draft, setDraft] = useState<DepositDraft>(
    () => restoredDraft(draftStore.load()) ?? freshDraft(newIdempotencyKey()),
  );
  // Problems show from the first submit on, and follow the fields from then.
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  // On the way to the payment page: nothing more is sent from this form.
  const [leaving, setLeaving] = useState(false);
  const [lock] = useState(() => createSubmitLock(SUBMIT_LOCK_RELEASE_MS));

  // The settings list open channels only, and there is one (DepositForm's empty state).
  const channel = chosenChannel(settings.channels, draft.channelCode)!;
  const amount = parseAmount(draft.amountText);
  const check = depositCheck(draft, channel, settings.bonuses);
  const problems = checked && !check.ok ? check.problems : {};
  const bonus = chosenBonus(settings.bonuses, draft.bonusId, amount);
  const preview = check.ok ? depositPreview(check.fields.amount, channel, bonus) : null;
  const withPayer = needsPayerName(channel);

  const change = (patch: Partial<DraftFields>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    draftStore.save(next);
    setFailure(null);
  };

  const made = (record: DepositRecord) => {
    draftStore.clear();
    depositApi.changed();
    const next = afterSubmit(record, window.location.href);
    if (next.kind === 'redirect') {
      setLeaving(true);
      window.location.assign(next.url);
    } else {
      navigate(`/voucherCenter?deposit=${encodeURIComponent(record.id)}`);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setChecked(true);
    if (!check.ok) {
      focusField(e.currentTarget, check.problems.amount ? 'amount' : 'payerName');
      return;
    }
    const { fields } = check;
    void lock.run(async () => {
      const send = keyedRequest(draft, fields, newIdempotencyKey);
      setDraft(send.draft);
      // Kept before it goes: a session that expires or a page that reloads now still retries with this key.
      draftStore.save(send.draft);
      if (!send.repeat) {
        track('depositSubmit', { amount: fields.amount / MINOR_PER_MAJOR, currency: money.style.currency });
      }
      setBusy(true);
      setFailure(null);
      const res = await depositApi.submit(send.request);
      setBusy(false);
      if (res.success && res.value) return made(res.value);
      // No answer (the request layer said so): the same request goes again with the same key.
      if (reportedByLayer(res)) return setFailure({ kind: 'unanswered' });
      if ([...STALE_SETTINGS_CODES, ...AMOUNT_CODES].includes(res.errorCode)) depositApi.changed();
      setFailure({
        kind: 'refused',
        text: walletFailureText(t, res, money),
        amount: AMOUNT_CODES.includes(res.errorCode),
      });
    });
  };

  const amountProblemText = (problem: AmountProblem): string => {
    switch (problem) {
      case 'missing':
        return t('deposit_amount_missing');
      case 'invalid':
        return t('deposit_amount_invalid');
      case 'below':
        return t('error.wallet.amount.below', { limit: money.format(channel.minAmount) });
      case 'above':
        return t('error.wallet.amount.above', { limit: money.format(channel.maxAmount) });
    }
  };
  const amountError = problems.amount ? amountProblemText(problems.amount) : null;
  const offered = offeredBonuses(settings.bonuses, amount);
  const outOfReach = bonusesOutOfReach(settings.bonuses, amount);

  return (
    <form className="deposit-form" onSubmit={onSubmit} noValidate>
      <fieldset className="deposit-group">
        <legend>{t('deposit_channel')}</legend>
        <div className="deposit-channels">
          {settings.channels.map((c) => {
            const Icon = CHANNEL_ICON[c.kind];
            return (
              <label key={c.code} className="deposit-channel">
                <input
                  type="radio"
                  name="channelCode"
                  value={c.code}
                  checked={c.code === channel.code}
                  onChange={() => change({ channelCode: c.code })}
                />
                <span className="deposit-channel-card">
                  <Icon className="deposit-channel-icon" />
                  <span className="deposit-channel-name">{c.name}</span>
                  <span className="deposit-channel-time">
                    {c.expectedMinutes === 0
                      ? t('deposit_instant')
                      : t('deposit_minutes', { minutes: c.expectedMinutes })}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={amountError ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${ids}-amount`}>{t('deposit_amount')}</label>
        <div className="field-box deposit-amount-box">
          <span className="deposit-currency" aria-hidden="true">
            {money.style.currencySymbol || money.style.currency}
          </span>
          <input
            id={`${ids}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            value={draft.amountText}
            onChange={(e) => change({ amountText: e.target.value })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${ids}-limits${amountError ? ` ${ids}-amount-error` : ''}`}
          />
        </div>
        <p id={`${ids}-limits`} className="field-hint">
          {t('deposit_limits', {
            min: money.format(channel.minAmount),
            max: money.format(channel.maxAmount),
          })}
        </p>
        {amountError && (
          <p id={`${ids}-amount-error`} className="field-error" role="alert">
            {amountError}
          </p>
        )}
      </div>

      {channel.quickAmounts.length > 0 && (
        <div className="deposit-quick" role="group" aria-label={t('deposit_quick_amounts')}>
          {channel.quickAmounts.map((q) => (
            <button
              key={q}
              type="button"
              className="deposit-chip"
              aria-pressed={amount === q}
              onClick={() => change({ amountText: amountInputText(q) })}
            >
              {money.format(q)}
            </button>
          ))}
        </div>
      )}

      {preview && preview.fee > 0 && (
        <p className="deposit-preview">
          {t('deposit_fee', { fee: money.format(preview.fee) })}
          {' · '}
          <strong>{t('deposit_receive', { amount: money.format(preview.credited) })}</strong>
        </p>
      )}

      {settings.bonuses.length > 0 && (
        <fieldset className="deposit-group">
          <legend>{t('deposit_bonus')}</legend>
          <div className="deposit-options">
            <label className="deposit-option">
              <input
                type="radio"
                name="bonusId"
                checked={bonus === null}
                onChange={() => change({ bonusId: null })}
              />
              <span>{t('deposit_no_bonus')}</span>
            </label>
            {offered.map((b) => (
              <label key={b.id} className="deposit-option">
                <input
                  type="radio"
                  name="bonusId"
                  checked={bonus?.id === b.id}
                  onChange={() => change({ bonusId: b.id })}
                />
                <span>{b.title}</span>
                {amount !== null && (
                  <span className="deposit-option-extra">
                    {t('deposit_bonus_amount', { amount: money.format(bonusOf(amount, b)) })}
                  </span>
                )}
              </label>
            ))}
          </div>
          {outOfReach.map((b) => (
            <p key={b.id} className="field-hint">
              {t('deposit_bonus_reach', { min: money.format(b.minDeposit), title: b.title })}
            </p>
          ))}
        </fieldset>
      )}

      {withPayer && (
        <TextField
          label={t('deposit_payer_name')}
          name="payerName"
          autoComplete="name"
          hint={t('deposit_payer_name_hint')}
          value={draft.payerName}
          onChange={(e) => change({ payerName: e.target.value })}
          error={problems.payerName ? t('deposit_payer_name_missing') : null}
        />
      )}

      {/* An amount refusal gives way to the field's own text once the new limits are in: one message, not two. */}
      {failure && !(failure.kind === 'refused' && failure.amount && problems.amount) && (
        <p className="form-failure" role="alert">
          {failure.kind === 'unanswered' ? t('deposit_unanswered') : failure.text}
        </p>
      )}
      <SubmitButton busy={busy || leaving}>
        {failure?.kind === 'unanswered'
          ? t('deposit_try_again')
          : check.ok
            ? t('deposit_submit', { amount: money.format(check.fields.amount) })
            : t('deposit')}
      </SubmitButton>
    </form>
  );
}
