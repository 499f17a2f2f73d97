import type { VipLevel } from '@app/contract/vip';
import { LockIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/translate';
import { CheckIcon } from './vip-icons';
import { levelState, type LevelState } from './vip-rules';
import { benefitText, goalText } from './vip-text';

/**
 * Every level of the merchant, lowest first: what reaching it takes and what it gives. For a member, the current
 * one is highlighted, those below marked reached and those above locked; a guest sees them all alike.
 */
export function LevelList({
  levels,
  memberLevel,
  money,
}: {
  levels: readonly VipLevel[];
  memberLevel: number | null;
  money: (amount: number) => string;
}) {
  const top = levels.length - 1;
  return (
    <ol className="vip-levels-list">
      {levels.map((level) => (
        <LevelCard
          key={level.level}
          level={level}
          state={levelState(level.level, memberLevel)}
          top={level.level === top}
          money={money}
        />
      ))}
    </ol>
  );
}

const STATE_CLASS: Record<LevelState, string> = {
  reached: 'vip-tier vip-tier-reached',
  current: 'vip-tier vip-tier-current',
  locked: 'vip-tier vip-tier-locked',
};

function LevelCard({
  level,
  state,
  top,
  money,
}: {
  level: VipLevel;
  state: LevelState | null;
  top: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={state ? STATE_CLASS[state] : 'vip-tier'}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <div className="vip-tier-head">
        <span className="vip-tier-number" aria-hidden="true">
          {level.level}
        </span>
        <div className="vip-tier-title">
          <h3>{level.name}</h3>
          <p>{t('vip_level_n', { level: level.level })}</p>
        </div>
        <div className="vip-tier-tags">
          {top && <span className="vip-tag vip-tag-top">{t('vip_top_level')}</span>}
          {state && <StateTag state={state} />}
        </div>
      </div>
      <div className="vip-tier-body">
        <div>
          <h4>{t('vip_requires')}</h4>
          {level.goals.length === 0 ? (
            <p className="vip-tier-none">{t('vip_requires_none')}</p>
          ) : (
            <ul>
              {level.goals.map((goal) => (
                <li key={goal.kind}>{goalText(goal, t, money)}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4>{t('vip_gives')}</h4>
          {level.benefits.length === 0 ? (
            <p className="vip-tier-none">{t('vip_gives_none')}</p>
          ) : (
            <ul>
              {level.benefits.map((benefit) => (
                <li key={benefit.kind}>{benefitText(benefit, t, money)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

function StateTag({ state }: { state: LevelState }) {
  const { t } = useTranslation();
  switch (state) {
    case 'current':
      return <span className="vip-tag vip-tag-current">{t('vip_state_current')}</span>;
    case 'reached':
      return (
        <span className="vip-tag vip-tag-reached">
          <CheckIcon size={14} />
          {t('vip_state_reached')}
        </span>
      );
    case 'locked':
      return (
        <span className="vip-tag vip-tag-locked">
          <LockIcon size={14} />
          {t('vip_state_locked')}
        </span>
      );
  }
}
