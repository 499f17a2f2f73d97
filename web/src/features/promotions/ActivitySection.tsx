import type { RelayResponse } from '@app/contract/relay';
import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { AsyncSection } from '../../components/AsyncSection';
import { LazyImage } from '../../components/LazyImage';
import { Skeleton } from '../../components/Skeleton';
import { useTranslation } from '../../i18n/translate';
import { contentImageUrl } from '../../lib/image-url';
import { useSettings } from '../../stores/app-store';
import { activityPeriodText } from './activity-period';
import { promotionsApi } from './api';
import './activities.css';

type ActivitySummary = RelayResponse<'MCSFE_getActivities'>[number];

/**
 * Home's "Promotions" (ActivityList loads it): the merchant's running activities (MCSFE_getActivities), each a
 * card to its page (/m/activity?id=). While they load, a card's skeleton; none running, no section; a failure
 * says so with a retry, as a player who scrolled down to the promotions expects something there.
 */
export function ActivitySection() {
  const { t } = useTranslation();
  const state = useCall(promotionsApi.activities);
  // The answer is not checked at run time: anything but a list reads as none.
  const items = state.status === 'ready' && Array.isArray(state.data) ? state.data : [];
  if (state.status === 'ready' && items.length === 0) return null;
  return (
    // Not a card: its activities are; a failure is one of its own.
    <AsyncSection
      state={state}
      card={false}
      className="activities"
      title={t('activities_title')}
      titleId="activities-title"
      titleClassName="activities-title"
      errorText={t('activities_failed')}
      placeholder={
        <div className="activity-card activity-card--loading">
          <div className="activity-card-image skeleton" />
          <div className="activity-card-body">
            <Skeleton lines={2} />
          </div>
        </div>
      }
    >
      {() => (
        <ul className="activity-cards">
          {items.map((activity, i) => (
            <li key={activity.id ?? i}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      )}
    </AsyncSection>
  );
}

function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const image = contentImageUrl(activity.imageUrl ?? '', settings?.imageCDNs ?? [], window.location.origin);
  return (
    <AppLink className="activity-card" to={`/activity?id=${encodeURIComponent(activity.id)}`}>
      {/* Its title says what it is: the image is the card's decoration. */}
      <LazyImage
        className="activity-card-image"
        src={image}
        alt=""
        width={activity.width}
        height={activity.height}
      />
      <span className="activity-card-body">
        <span className="activity-card-title">{activity.title}</span>
        {activity.summary && <span className="activity-card-summary">{activity.summary}</span>}
        <span className="activity-card-period">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.4V7h-2Z"
              fill="currentColor"
            />
          </svg>
          {activityPeriodText(activity.startTime, activity.endTime, i18n.language, t)}
        </span>
      </span>
    </AppLink>
  );
}
