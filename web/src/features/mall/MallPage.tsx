import { ModeTabs } from '../../components/ModeTabs';
import { Screen } from '../../components/Screen';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useTranslation } from '../../i18n/translate';
import { useSearchParams } from '../../lib/router';
import { ItemGrid } from './ItemGrid';
import { MallHistory } from './MallHistory';
import { PointsCard } from './PointsCard';
import './mall.css';

type Tab = 'items' | 'history';

/**
 * The point mall (signed-in §2 /m/mall/mallHome, "point market", members only): the member's points and how they
 * are earned, the items to redeem, and the history. `?view=history` opens the history.
 */
export function MallPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const tab: Tab = useSearchParams().get('view') === 'history' ? 'history' : 'items';
  return (
    <Screen title={t('page_mallHome')}>
      <PointsCard />
      <div className="mall-main">
        <ModeTabs<Tab>
          label={t('page_mallHome')}
          tabs={[
            { mode: 'items', label: t('mall_tab_items') },
            { mode: 'history', label: t('mall_tab_history') },
          ]}
          value={tab}
          onChange={(mode) =>
            navigate(mode === 'history' ? '/mall/mallHome?view=history' : '/mall/mallHome', { replace: true })
          }
        >
          {tab === 'history' ? <MallHistory /> : <ItemGrid />}
        </ModeTabs>
      </div>
    </Screen>
  );
}
