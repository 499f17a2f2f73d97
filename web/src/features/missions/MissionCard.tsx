import type { Mission } from '@app/contract/missions';
import { useId } from 'react';
import { AppLink } from '../../components/AppLink';
import { Spinner } from '../../components/Spinner';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { METRIC_ICON } from './mission-icons';
import {
  MISSION_HINT,
  MISSION_SHORTCUT,
  missionTitle,
  progressPercent,
  progressValues,
} from './mission-rules';
import type { MissionClaiming } from './use-mission-claim';
import { ProgressBar } from '../../components/ProgressBar';

/**
 * One mission: what it asks, how far the member is (a progress bar named by the mission), what it gives, and
 * its action: Claim when complete, Claimed after, else Go to where it is done.
 */
export function MissionCard({
  mission,
  periodKey,
  claiming,
}: {
  mission: Mission;
  periodKey: string;
  claiming: MissionClaiming;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const titleId = useId();
  const title = missionTitle(mission, format);
  const name = t(title.key, title.params);
  const percent = progressPercent(mission);
  const progress = t('mission_progress_value', progressValues(mission, format));
  const Icon = METRIC_ICON[mission.metric];
  const shortcut = MISSION_SHORTCUT[mission.metric];
  const busy = claiming.busy === mission.id;
  const failure = claiming.failure?.missionId === mission.id ? claiming.failure.text : null;
  return (
    <li className="mission-card" data-status={mission.status.toLowerCase()}>
      <article aria-labelledby={titleId}>
        <div className="mission-head">
          <span className="mission-icon" data-metric={mission.metric.toLowerCase()}>
            <Icon size={22} />
          </span>
          <div className="mission-text">
            <h3 id={titleId} className="mission-title">
              {name}
            </h3>
            <p className="mission-hint">{t(MISSION_HINT[mission.metric])}</p>
          </div>
        </div>
        <ProgressBar
          label={name}
          share={percent / 100}
          valueText={progress}
          done={mission.status === 'CLAIMED'}
        />
        <div className="mission-foot">
          <div className="mission-figures">
            <p className="mission-count">{progress}</p>
            <p className="mission-reward">
              {t('mission_reward_line', {
                amount: format(mission.reward),
                points: t('mission_points', { points: mission.points }),
              })}
            </p>
          </div>
          {mission.status === 'COMPLETE' ? (
            <button
              type="button"
              className="btn btn-primary mission-action"
              aria-label={t('mission_claim_label', { title: name })}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void claiming.claim({ missionId: mission.id, periodKey })}
            >
              {busy && <Spinner />}
              {t('mission_claim')}
            </button>
          ) : mission.status === 'CLAIMED' ? (
            <span className="mission-done">
              <span aria-hidden="true">✓</span>
              {t('mission_claimed')}
            </span>
          ) : shortcut ? (
            <AppLink
              className="btn btn-ghost mission-action"
              to={shortcut}
              aria-label={t('mission_go_to', { title: name })}
            >
              {t('mission_go')}
            </AppLink>
          ) : null}
        </div>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
      </article>
    </li>
  );
}
