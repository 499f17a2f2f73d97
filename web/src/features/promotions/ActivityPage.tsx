import { useMemo, useState } from 'react';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { Activity } from '@app/contract/relay';
import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { AsyncSection } from '../../components/AsyncSection';
import { LazyImage } from '../../components/LazyImage';
import { SafeHtml } from '../../components/SafeHtml';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { contentImageUrl } from '../../lib/image-url';
import { useSearchParams } from '../../lib/router';
import { useSettings } from '../../stores/app-store';
import { activityEnded, activityPeriodText } from './activity-period';
import { promotionsApi } from './api';
import { GiftArt } from './GiftArt';
import { GoToActivityButton } from './GoToActivityButton';
import './activity-page.css';

/** The longest id the relay takes (contract MCSFE_getActivity): a longer one names no activity. */
const MAX_ID_LENGTH = 64;

/** Answers that mean there is no such activity, as opposed to a failure worth a retry. */
const NOT_AN_ACTIVITY: ReadonlySet<string | null> = new Set([
  CONTRACT_ERROR.activityUnknown,
  CONTRACT_ERROR.requestInvalid,
]);

/**
 * The activity page, /m/activity?id= (signed-in §2): public. The activity's image, title, period
 * (and that it ended), its rules (server HTML, sanitised) and its call to action. A missing or unknown id says
 * the promotion is not available, with a way home; a failure offers a retry.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const id = useSearchParams().get('id')?.trim() ?? '';
  const query = useMemo(() => (id && id.length <= MAX_ID_LENGTH ? promotionsApi.activity(id) : null), [id]);
  const state = useCall(query);
  const missing = !state || (state.status === 'error' && NOT_AN_ACTIVITY.has(state.error.errorCode));
  return (
    <Screen title={t('page_activity')}>
      {missing ? (
        <NotAvailable />
      ) : (
        <AsyncSection state={state} className="activity" errorText={t('activity_failed')} skeletonLines={6}>
          {(activity) => <ActivityDetail activity={activity} />}
        </AsyncSection>
      )}
    </Screen>
  );
}

function ActivityDetail({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [now] = useState(() => Date.now());
  const ended = activityEnded(activity.endTime, now);
  const image = contentImageUrl(activity.imageUrl ?? '', settings?.imageCDNs ?? [], window.location.origin);
  return (
    <>
      {/* The page's largest paint: loaded at once. Its title says what it is. */}
      <LazyImage
        eager
        className="activity-image"
        src={image}
        alt=""
        width={activity.width}
        height={activity.height}
      />
      <h2 className="activity-title">{activity.title}</h2>
      <p className="activity-period">
        {activityPeriodText(activity.startTime, activity.endTime, i18n.language, t)}
      </p>
      {ended && (
        <p className="activity-ended" role="status">
          {t('activity_ended')}
        </p>
      )}
      <section className="activity-rules" aria-labelledby="activity-rules-title">
        <h3 id="activity-rules-title">{t('activity_rules')}</h3>
        <SafeHtml
          className="activity-rules-html"
          html={typeof activity.rules === 'string' ? activity.rules : ''}
        />
      </section>
      {/* An ended activity takes nobody anywhere any more. */}
      {!ended && activity.action && (
        <div className="activity-cta">
          <GoToActivityButton action={activity.action} />
        </div>
      )}
    </>
  );
}

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <section className="card activity-missing" aria-labelledby="activity-missing-title">
      <GiftArt className="activity-missing-art" />
      <h2 id="activity-missing-title">{t('activity_missing_title')}</h2>
      <p>{t('activity_missing_text')}</p>
      <AppLink className="btn btn-primary" to="/home">
        {t('activity_back_home')}
      </AppLink>
    </section>
  );
}
