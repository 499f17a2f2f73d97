import { useState } from 'react';
import type { MallItem } from '@app/contract/mall';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { LazyImage } from '../../components/LazyImage';
import { keyIn } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { contentImageUrl } from '../../lib/image-url';
import { useSettings } from '../../stores/app-store';
import { useMoney } from '../money';
import { mallApi } from './api';
import { KIND_ICON } from './mall-icons';
import { itemState, stockLeft } from './mall-rules';
import { RedeemSheet } from './RedeemSheet';
import { useGivesText } from './use-gives-text';

/** The card's picture box (the merchant's image is cropped to it; the kind's picture fills it otherwise). */
const IMAGE = { width: 320, height: 200 };

/** The merchant's items with their cost and stock; a tap on Redeem opens the redemption's sheet. */
export function ItemGrid() {
  const { t } = useTranslation();
  const mall = useCall(mallApi.mall);
  const money = useMoney();
  // The item as it was when the sheet opened: it stays while a refusal refreshes (or removes) it.
  const [chosen, setChosen] = useState<MallItem | null>(null);
  return (
    <AsyncSection
      state={mall.status === 'ready' && !money.ready ? { status: 'loading' } : mall}
      card={false}
      className="mall-items"
      errorText={t('mall_items_failed')}
      empty={{ when: (m) => m.items.length === 0, text: t('mall_items_empty') }}
      placeholder={
        <ul className="mall-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="mall-card mall-card--placeholder">
              <span className="skeleton mall-card-art" />
              <span className="skeleton mall-card-line" />
              <span className="skeleton mall-card-line mall-card-line--short" />
            </li>
          ))}
        </ul>
      }
    >
      {(m) => (
        <>
          <ul className="mall-grid">
            {m.items.map((item) => (
              <ItemCard key={item.id} item={item} points={m.points} onRedeem={() => setChosen(item)} />
            ))}
          </ul>
          {chosen && (
            <RedeemSheet
              item={m.items.find((i) => i.id === chosen.id) ?? chosen}
              points={m.points}
              onClose={() => setChosen(null)}
            />
          )}
        </>
      )}
    </AsyncSection>
  );
}

function ItemCard({ item, points, onRedeem }: { item: MallItem; points: number; onRedeem(): void }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const gives = useGivesText();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const state = itemState(item, points);
  const left = stockLeft(item.stock);
  const image = item.imageUrl
    ? contentImageUrl(item.imageUrl, settings?.imageCDNs ?? [], window.location.origin)
    : null;
  const Icon = KIND_ICON[item.kind];
  const kindKey = keyIn('mall_kind_', item.kind);
  const titleId = `mall-item-${item.id}`;
  return (
    <li className="mall-card" data-kind={item.kind} data-state={state.kind} aria-labelledby={titleId}>
      <div className="mall-card-art">
        {image ? (
          <LazyImage
            src={image}
            alt=""
            width={IMAGE.width}
            height={IMAGE.height}
            className="mall-card-image"
          />
        ) : (
          <Icon className="mall-card-icon" />
        )}
        {kindKey && <span className="mall-card-kind">{t(kindKey)}</span>}
        {state.kind === 'sold-out' && <span className="mall-card-soldout">{t('mall_sold_out')}</span>}
      </div>
      <div className="mall-card-body">
        <h3 id={titleId} className="mall-card-title">
          {item.title}
        </h3>
        <p className="mall-card-gives">{gives(item)}</p>
        <p className="mall-card-cost">{t('mall_points_value', { points: number.format(item.cost) })}</p>
        <p className="mall-card-stock">{left !== null ? t('mall_stock_left', { count: left }) : '\u00a0'}</p>
        {state.kind === 'open' ? (
          <button
            type="button"
            className="btn btn-primary mall-card-redeem"
            aria-describedby={titleId}
            onClick={onRedeem}
          >
            {t('mall_redeem')}
          </button>
        ) : (
          <p className="mall-card-unavailable">
            {state.kind === 'sold-out'
              ? t('mall_sold_out')
              : t('mall_need_more', { points: number.format(state.missing) })}
          </p>
        )}
      </div>
    </li>
  );
}
