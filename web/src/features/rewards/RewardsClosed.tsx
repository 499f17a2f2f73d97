import { AppLink } from '../../components/AppLink';
import { GiftIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/translate';

/** The centre is off for the merchant: said plainly, with the way home. */
export function RewardsClosed() {
  const { t } = useTranslation();
  return (
    <section className="card reward-closed" aria-labelledby="reward-closed-title" data-reward-closed="">
      <GiftIcon className="reward-closed-icon" size={40} />
      <h2 id="reward-closed-title">{t('reward_closed_title')}</h2>
      <p>{t('reward_closed_text')}</p>
      <AppLink className="btn btn-primary btn-block" to="/home">
        {t('reward_back_home')}
      </AppLink>
    </section>
  );
}
