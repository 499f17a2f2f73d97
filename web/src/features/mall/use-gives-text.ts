import type { MallItem } from '@app/contract/mall';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';

/** What an item gives, in a line under its title. */
export function useGivesText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (item: Pick<MallItem, 'kind' | 'bonusAmount' | 'spins'>) =>
    item.kind === 'BONUS'
      ? t('mall_gives_BONUS', { amount: money.format(item.bonusAmount ?? 0) })
      : item.kind === 'FREE_SPINS'
        ? t('mall_gives_FREE_SPINS', { spins: item.spins ?? 0 })
        : t('mall_gives_PHYSICAL');
}
