import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { KindPanel, PayoutCards, PayoutPageBody } from './AddAccountCard';
import { payoutAccountsApi } from './api';

/**
 * /m/securityCenter/addBankCardPix (signed-in §2): a Pix key bound as a bank account whose bank is Pix, for a
 * merchant that pays in Brazil (`payoutOptions.pix`); any other says Pix is not offered and leads to the other
 * kinds.
 */
export function AddPixAccountPage() {
  const { t } = useTranslation();
  const info = useCall(payoutAccountsApi.accountInfo);
  // The other page goes back to the withdrawal too, when that sent the player here.
  const from = useSearchParams().get('from');
  return (
    <Screen title={t('page_addBankCardPix')}>
      <PayoutPageBody state={info}>
        {(data) =>
          data.payoutOptions.pix ? (
            <PayoutCards info={data} title={t('payout_pix_add_title')}>
              <KindPanel info={data} kind="BANK_CARD" pix />
            </PayoutCards>
          ) : (
            <section className="card payout-no-pix" role="status">
              <p>{t('payout_pix_not_offered')}</p>
              <AppLink
                to={
                  from
                    ? `/securityCenter/addBankCard?from=${encodeURIComponent(from)}`
                    : '/securityCenter/addBankCard'
                }
                className="btn btn-ghost btn-block"
              >
                {t('payout_other_accounts')}
              </AppLink>
            </section>
          )
        }
      </PayoutPageBody>
    </Screen>
  );
}
