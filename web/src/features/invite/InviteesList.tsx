import { useState } from 'react';
import type { Invitee, InviteesPage } from '@app/contract/referrals';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../i18n/error-text';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { inviteApi } from './api';
import { claimFailureKey } from './invite-rules';

const toast = (text: string) => useOverlays.getState().showToast(text, SUCCESS_MESSAGE_MS);

/**
 * The member's invitees, a page at a time, newest first: the name masked (by the server), the registration date,
 * whether they deposited, and their reward: Claim (once per invitee: a second tap or a retry claims nothing more),
 * claimed, or none yet.
 */
export function InviteesList({ money, reward }: { money: (amount: number) => string; reward: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const state = useCall(inviteApi.invitees(page));
  const pages = (data: InviteesPage) => Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <AsyncSection
      state={state}
      className="invite-invitees"
      title={t('invite_invitees_title')}
      errorText={t('invite_invitees_failed')}
      empty={{ when: (data) => data.total === 0, text: t('invite_invitees_empty') }}
      skeletonLines={4}
    >
      {(data) => (
        <>
          <ul className="invite-list">
            {data.items.map((invitee) => (
              <InviteeRow key={invitee.id} invitee={invitee} money={money} reward={reward} />
            ))}
          </ul>
          {pages(data) > 1 && (
            <nav className="invite-pager" aria-label={t('invite_invitees_title')}>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('invite_page_previous')}
              </button>
              <span>{t('invite_page_of', { page: data.page, pages: pages(data) })}</span>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={page >= pages(data)}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('invite_page_next')}
              </button>
            </nav>
          )}
        </>
      )}
    </AsyncSection>
  );
}

function InviteeRow({
  invitee,
  money,
  reward,
}: {
  invitee: Invitee;
  money: (amount: number) => string;
  reward: number;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }).format(
    invitee.registeredAt,
  );
  const claim = async () => {
    setBusy(true);
    const answer = await inviteApi.claim(invitee.id);
    setBusy(false);
    if (answer.success && answer.value) {
      toast(t('invite_reward_claimed_toast', { amount: money(answer.value.amount) }));
    } else {
      const key = claimFailureKey(answer.errorCode);
      toast(key ? t(key) : errorText(t, answer));
    }
    // Claimed, or refused because the list was old: either way the figures and the list are asked again.
    inviteApi.claimed();
  };
  return (
    <li className="invite-row">
      <div className="invite-row-who">
        <strong dir="ltr">{invitee.maskedName}</strong>
        <span>{t('invite_registered_on', { date })}</span>
      </div>
      <span className={invitee.deposited ? 'invite-badge invite-badge--yes' : 'invite-badge'}>
        {invitee.deposited ? t('invite_deposited_yes') : t('invite_deposited_no')}
      </span>
      {invitee.reward === 'CLAIMABLE' ? (
        <button
          type="button"
          className="btn btn-primary invite-claim"
          disabled={busy}
          aria-busy={busy}
          aria-label={t('invite_claim_for', { name: invitee.maskedName })}
          onClick={() => void claim()}
        >
          {busy && <Spinner />}
          {t('invite_claim', { amount: money(reward) })}
        </button>
      ) : invitee.reward === 'CLAIMED' ? (
        <span className="invite-badge invite-badge--claimed">{t('invite_claimed')}</span>
      ) : null}
    </li>
  );
}
