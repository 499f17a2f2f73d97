import { useTranslation } from '../../i18n/translate';
import { openCustomerService } from './open-customer-service';

/** The notices' contact-us button (entry §2): the primary action, opening customer service. */
export function ContactUsButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary btn-block" onClick={() => void openCustomerService()}>
      {t('contact_us')}
    </button>
  );
}
