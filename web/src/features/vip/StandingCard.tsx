import type { VipLevel, VipStanding } from '@app/contract/vip';
import { CrownIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/translate';
import { CheckIcon, StepIcon } from './vip-icons';
import { goalsShare, nextLevelOf, nextSteps, readyForNext } from './vip-rules';
import { countText, stepText } from './vip-text';
import { ProgressBar } from '../../components/ProgressBar';

/**
 * The member's level (crown, label, level), the goals of the level above as a progress bar, and the next steps
 * that are left, each said precisely ("Sign in 17 more times"); at the top level, that there is none above.
 */
export function StandingCard({
  standing,
  levels,
  money,
}: {
  standing: VipStanding;
  levels: readonly VipLevel[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const next = nextLevelOf(levels, standing);
  return (
    <>
      <div className="vip-badge">
        <CrownIcon className="vip-crown" />
        <div>
          <p className="vip-name">{standing.labelName}</p>
          <p className="vip-rank">{t('vip_level_n', { level: standing.level })}</p>
        </div>
      </div>
      {next ? <NextLevel name={next.name} goals={standing.next} money={money} /> : <TopLevel />}
    </>
  );
}

function NextLevel({
  name,
  goals,
  money,
}: {
  name: string;
  goals: VipStanding['next'];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const share = goalsShare(goals);
  const done = goals.filter((g) => g.met).length;
  const text = t('rank_progress_goals', { done, total: goals.length });
  return (
    <div className="vip-next">
      <h3>{t('vip_next_title', { name })}</h3>
      <ProgressBar label={t('rank_progress')} share={share} valueText={text} />
      <p className="vip-next-count">{text}</p>
      {readyForNext(goals) && <p className="vip-next-ready">{t('vip_next_ready', { name })}</p>}
      <ul className="vip-steps">
        {nextSteps(goals).map((step) => {
          const count = countText(step, money);
          return (
            <li key={step.kind} className={step.met ? 'vip-step vip-step-met' : 'vip-step'}>
              {step.met ? <CheckIcon className="vip-step-icon" /> : <StepIcon className="vip-step-icon" />}
              <span className="vip-step-text">
                {stepText(step, t, money)}
                {step.met && <span className="visually-hidden"> ({t('vip_step_done')})</span>}
              </span>
              {/* "3 / 20" reads left to right in every language: in a right-to-left line it would turn round. */}
              {count && (
                <span className="vip-step-count" dir="ltr">
                  {count}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TopLevel() {
  const { t } = useTranslation();
  return <p className="vip-top">{t('vip_top_reached')}</p>;
}
