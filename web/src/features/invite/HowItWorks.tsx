import { useTranslation } from '../../i18n/translate';
import { CoinsIcon, FriendIcon, LinkIcon } from './invite-icons';

/** How referral works, in three steps: share the link, the friend registers with it, their deposit rewards you. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { Icon: LinkIcon, title: t('invite_step_share'), text: t('invite_step_share_text') },
    { Icon: FriendIcon, title: t('invite_step_register'), text: t('invite_step_register_text') },
    { Icon: CoinsIcon, title: t('invite_step_reward'), text: t('invite_step_reward_text') },
  ];
  return (
    <section className="card invite-steps" aria-labelledby="invite-how">
      <h2 id="invite-how">{t('invite_how_title')}</h2>
      <ol>
        {steps.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="invite-step-icon" aria-hidden="true">
              <Icon />
            </span>
            <span>
              <strong>{title}</strong>
              <span className="invite-step-text">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
