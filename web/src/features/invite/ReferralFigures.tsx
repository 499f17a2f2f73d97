import type { ReferralFigures as Figures } from '@app/contract/referrals';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';

/** The inviter's figures: invited (link opens), registered, deposited, and the rewards earned. */
export function ReferralFigures({ figures, money }: { figures: Figures; money: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(localeOf(i18n.language));
  const tiles = [
    { label: t('invite_figure_invited'), value: count.format(figures.invited) },
    { label: t('invite_figure_registered'), value: count.format(figures.registered) },
    { label: t('invite_figure_deposited'), value: count.format(figures.deposited) },
    { label: t('invite_figure_rewards'), value: money(figures.rewardsEarned) },
  ];
  return (
    <section className="card invite-figures" aria-labelledby="invite-figures-title">
      <h2 id="invite-figures-title">{t('invite_figures_title')}</h2>
      <dl>
        {tiles.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
