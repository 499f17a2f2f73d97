import { useEffect, useRef } from 'react';
import type { DepositRecord } from '@app/contract/wallet';
import { readCall } from '../../api/call-cache';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import type { MessageKey } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useCountdown } from '../../lib/countdown';
import { track } from '../../lib/track';
import { MINOR_PER_MAJOR, useMoney, walletFailureText } from '../money';
import { DEPOSIT_POLL_MS, depositApi } from './api';
import { STATUS_ICON } from './deposit-icons';
import { clockText, depositPhase, depositSuccessEvents, type DepositPhase } from './deposit-rules';
import { Instructions } from './Instructions';
import { firstSuccessSeen } from './tracked-deposits';
import { PageLink } from './PageLink';

const PHASE_TITLE: Record<DepositPhase, MessageKey> = {
  pending: 'deposit_pending_title',
  success: 'deposit_success_title',
  failed: 'deposit_failed_title',
  expired: 'deposit_expired_title',
};

const PHASE_ICON = {
  pending: STATUS_ICON.PENDING,
  success: STATUS_ICON.SUCCESS,
  failed: STATUS_ICON.FAILED,
  expired: STATUS_ICON.EXPIRED,
} satisfies Record<DepositPhase, unknown>;

/**
 * One deposit's state (`?deposit=<id>`): how to pay it while it is pending, asked again every 3 s until it
 * settles (the call cache pauses while the page is hidden), then its outcome.
 */
export function DepositStatusView({ id }: { id: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = depositApi.deposit(id);
  // Asked again while the server holds it pending, also once its countdown ended here: the server turns it
  // expired on its next read, unless staff credited it just in time. (readCall: the answer this render shows.)
  const shown = readCall(query);
  const pending = shown.status === 'ready' && shown.data.status === 'PENDING';
  const state = useCall(query, { pollMs: pending ? DEPOSIT_POLL_MS : undefined });
  const errorText =
    state.status === 'error' && state.error.errorCode?.startsWith('wallet.')
      ? walletFailureText(t, { ...state.error, value: null }, money)
      : t('deposit_load_failed');
  return (
    <>
      <AsyncSection
        state={state.status === 'ready' && !money.ready ? { status: 'loading' } : state}
        className="deposit-state"
        errorText={errorText}
        skeletonLines={6}
      >
        {(record) => <DepositState record={record} />}
      </AsyncSection>
      {state.status === 'error' && (
        <PageLink className="btn btn-ghost btn-block" to="/voucherCenter">
          {t('deposit_new')}
        </PageLink>
      )}
    </>
  );
}

function DepositState({ record }: { record: DepositRecord }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const seconds = useCountdown(record.status === 'PENDING' ? record.expiresAt : null);
  const phase = depositPhase(record.status, seconds);
  // Settled while shown: the balance and the records are asked again.
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === 'pending' && phase !== 'pending') depositApi.changed();
    shownPhase.current = phase;
  }, [phase]);
  useSuccessEvents(record, phase === 'success');

  const Icon = PHASE_ICON[phase];
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={`deposit-phase deposit-phase--${phase}`}>
      <div className="deposit-phase-head" role="status">
        <Icon className="deposit-phase-icon" />
        <h2>{t(PHASE_TITLE[phase])}</h2>
        <p className="deposit-phase-amount">{money.format(record.amount)}</p>
        <p className="deposit-phase-meta">
          {record.channelName} · {time.format(record.createdAt)}
        </p>
        {/* The bonus chosen, while the payment is awaited: what paying will bring. */}
        {phase === 'pending' && record.bonus > 0 && (
          <p className="deposit-phase-bonus">
            {t('deposit_bonus_amount', { amount: money.format(record.bonus) })}
          </p>
        )}
      </div>
      {phase === 'pending' && (
        <>
          <p className="deposit-countdown">
            {t('deposit_expires_in', { time: clockText(seconds, localeOf(i18n.language)) })}
          </p>
          <Instructions record={record} />
          <p className="field-hint">{t('deposit_watching')}</p>
        </>
      )}
      {phase === 'success' && (
        <>
          <p className="deposit-text">
            {t('deposit_success_text', { amount: money.format(record.amount - record.fee) })}
          </p>
          {record.bonus > 0 && (
            <p className="deposit-text">
              {t('deposit_success_bonus', { amount: money.format(record.bonus) })}
            </p>
          )}
        </>
      )}
      {phase === 'failed' && (
        <p className="deposit-text">
          {record.reason === null
            ? t('deposit_cancelled_text')
            : t('deposit_failed_reason', { reason: record.reason })}
        </p>
      )}
      {phase === 'expired' && <p className="deposit-text">{t('deposit_expired_text')}</p>}
      <div className="deposit-actions">
        {phase !== 'pending' && (
          <PageLink className="btn btn-primary btn-block" to="/voucherCenter">
            {t('deposit_new')}
          </PageLink>
        )}
        <PageLink className="btn btn-ghost btn-block" to="/voucherCenter?view=records">
          {t('deposit_view_records')}
        </PageLink>
      </div>
    </div>
  );
}

/**
 * A deposit seen succeed: the download prompts look again (entry §9) and the purchase events go out (signed-in §3
 * "Tracking"), once per deposit in this browser, with the amount in major units and the merchant's currency.
 */
function useSuccessEvents({ id, amount, firstDeposit }: DepositRecord, success: boolean) {
  // Shown only once the money style is in (DepositStatusView): the currency is the merchant's.
  const { currency } = useMoney().style;
  useEffect(() => {
    if (!success || !firstSuccessSeen(id)) return;
    // The install feature starts when idle after the first screen (app/after-first-screen.ts): imported here
    // when needed, it is not part of this page's own code. Offline, the prompts simply look again later.
    void import('../install').then(
      ({ notifyDeposit }) => notifyDeposit(),
      () => undefined,
    );
    const value = { amount: amount / MINOR_PER_MAJOR, currency };
    for (const name of depositSuccessEvents({ firstDeposit })) track(name, value);
  }, [success, id, amount, firstDeposit, currency]);
}
