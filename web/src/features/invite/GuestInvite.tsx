import { useEffect } from 'react';
import { AppLink } from '../../components/AppLink';
import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { availablePromotionsQuery } from '../available-promotions';
import { HowItWorks } from './HowItWorks';
import { guestInviteView, linkCode } from './invite-rules';
import { countLinkOpen } from './link-open';
import { GiftIcon } from '../../components/icons';

/**
 * A guest on the invite page: how referral works and Register, which keeps the link's referralCode (the app keeps
 * the tracking query across navigation, signed-in §2, and the registration sends it); when the merchant's referral
 * promotion is off, that it is coming soon and no register-by-referral button (§4). The link's open is counted.
 */
export function GuestInvite() {
  const { t } = useTranslation();
  const promotions = useCall(availablePromotionsQuery);
  const enabled = promotions.status === 'ready' ? promotions.data.REFERRAL?.enabled === true : null;
  const view = guestInviteView(enabled);
  const code = linkCode(useSearchParams().get('referralCode'));
  useEffect(() => {
    if (code && view === 'how-it-works') countLinkOpen(code);
  }, [code, view]);

  if (view === 'coming-soon') {
    return (
      <section className="card invite-closed" role="status">
        <GiftIcon className="invite-closed-icon" />
        <h2>{t('invite_coming_soon_title')}</h2>
        <p>{t('invite_coming_soon_text')}</p>
      </section>
    );
  }
  return (
    <>
      <section className="invite-hero">
        <GiftIcon className="invite-hero-icon" />
        <h2>{code ? t('invite_guest_invited_title') : t('invite_guest_title')}</h2>
        <p>{t('invite_guest_text')}</p>
        {code && (
          <p className="invite-hero-code">
            {t('invite_code_label')} <strong dir="ltr">{code}</strong>
          </p>
        )}
        <div className="actions">
          <AppLink className="btn btn-white" to="/register">
            {t('invite_register')}
          </AppLink>
          <AppLink className="btn btn-light" to="/login">
            {t('login')}
          </AppLink>
        </div>
      </section>
      <HowItWorks />
    </>
  );
}
