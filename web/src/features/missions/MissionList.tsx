import type { MissionPeriod } from '@app/contract/constants/missions';
import { AsyncSection } from '../../components/AsyncSection';
import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { missionsApi } from './api';
import { MissionCard } from './MissionCard';
import { timeLeft } from './mission-rules';
import type { MissionClaiming } from './use-mission-claim';
import { useMinuteClock } from './use-minute-clock';

/** One period's missions, with the time left until they reset. */
export function MissionList({ period, claiming }: { period: MissionPeriod; claiming: MissionClaiming }) {
  const { t } = useTranslation();
  const state = useCall(missionsApi.missions);
  const now = useMinuteClock();
  const shown =
    state.status === 'ready'
      ? {
          status: 'ready' as const,
          data: state.data.periods.find((p) => p.period === period) ?? null,
        }
      : state;
  return (
    <AsyncSection
      state={shown}
      card={false}
      className="mission-list"
      errorText={t('mission_load_failed')}
      empty={{ when: (p) => !p || p.missions.length === 0, text: t('mission_empty') }}
      skeletonLines={6}
    >
      {(p) =>
        p && (
          <>
            <p className="mission-resets">{(({ key, params }) => t(key, params))(timeLeft(p.endsAt, now))}</p>
            <ul className="mission-cards">
              {p.missions.map((m) => (
                <MissionCard key={m.id} mission={m} periodKey={p.key} claiming={claiming} />
              ))}
            </ul>
          </>
        )
      }
    </AsyncSection>
  );
}
