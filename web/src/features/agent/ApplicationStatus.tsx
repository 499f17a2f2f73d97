import type { AgentApplication } from '@app/contract/referrals';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';

/** A pending or rejected application: when it was sent, what it said, and for a rejection staff's reason. */
export function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: AgentApplication;
  onApplyAgain?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (ms: number) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const rejected = application.status === 'REJECTED';
  return (
    <section className="card agent-status" aria-labelledby="agent-status-title">
      <span className={rejected ? 'agent-pill agent-pill--rejected' : 'agent-pill agent-pill--pending'}>
        {rejected ? t('agent_status_rejected') : t('agent_status_pending')}
      </span>
      <h2 id="agent-status-title">{rejected ? t('agent_rejected_title') : t('agent_pending_title')}</h2>
      <p>{rejected ? t('agent_rejected_text') : t('agent_pending_text')}</p>
      {rejected && application.reason && (
        <div className="agent-reason">
          <strong>{t('agent_reason')}</strong>
          <p>{application.reason}</p>
        </div>
      )}
      <dl className="agent-details">
        <div>
          <dt>{t('agent_sent_on')}</dt>
          <dd>{date(application.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('agent_field_name')}</dt>
          <dd>{application.name}</dd>
        </div>
        <div>
          <dt>{t('agent_field_contact')}</dt>
          <dd dir="auto">{application.contact}</dd>
        </div>
        <div>
          <dt>{t('agent_field_players')}</dt>
          <dd>{new Intl.NumberFormat(localeOf(i18n.language)).format(application.expectedPlayers)}</dd>
        </div>
      </dl>
      {onApplyAgain && (
        <button type="button" className="btn btn-primary btn-block" onClick={onApplyAgain}>
          {t('agent_apply_again')}
        </button>
      )}
    </section>
  );
}
