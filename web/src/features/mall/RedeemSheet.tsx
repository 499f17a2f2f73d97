import { useState, type FormEvent } from 'react';
import type { MallItem } from '@app/contract/mall';
import type { DeliveryAddress, DeliveryField } from '@app/contract/mall-rules';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { reportedByLayer } from '../../api/request-errors';
import { FormFailure } from '../../components/FormFailure';
import { Sheet } from '../../components/Sheet';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { focusField } from '../../hooks/use-form';
import { errorText } from '../../i18n/error-text';
import { keyIn } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { createSubmitLock } from '../../lib/submit-lock';
import { useOverlays } from '../../stores/overlays';
import { formDraft, newIdempotencyKey, useMoney } from '../money';
import { mallApi } from './api';
import { useGivesText } from './use-gives-text';
import { KIND_ICON } from './mall-icons';
import {
  addressProblems,
  draftFor,
  itemState,
  refreshesMall,
  refusalText,
  refusedFields,
  renewsKey,
  type RedeemDraft,
} from './mall-rules';

/** One redemption's form at a time, kept for the tab until it is answered (features/money formDraft). */
const draftStore = formDraft<RedeemDraft>('mall-redeem');

/** Chosen: how long the redemption's confirmation stays. */
const REDEEMED_TOAST_MS = 4_000;

const FIELDS: readonly DeliveryField[] = ['name', 'phone', 'address'];

type Failure = { kind: 'unanswered' } | { kind: 'refused'; text: string };

const numberIn = (value: unknown, name: string): number => {
  const n = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  return typeof n === 'number' ? n : 0;
};

/**
 * The redemption of one item: what it gives and costs, the points left after, and for a PHYSICAL item the
 * delivery address. A refusal or a lost answer keeps everything typed and the key (a retry cannot redeem twice);
 * a refusal whose cause the page did not show (stock, points) refreshes the mall under the sheet.
 */
export function RedeemSheet({ item, points, onClose }: { item: MallItem; points: number; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const gives = useGivesText();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const [draft, setDraft] = useState<RedeemDraft>(() =>
    draftFor(draftStore.load(), item.id, newIdempotencyKey),
  );
  // Problems show from the first submit on, and follow the fields from then.
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<readonly DeliveryField[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [lock] = useState(() => createSubmitLock(SUBMIT_LOCK_RELEASE_MS));

  const physical = item.kind === 'PHYSICAL';
  const problems = physical ? addressProblems(draft.address) : {};
  const state = itemState(item, points);
  const Icon = KIND_ICON[item.kind];
  const kindKey = keyIn('mall_kind_', item.kind);

  const keep = (next: RedeemDraft) => {
    setDraft(next);
    draftStore.save(next);
  };
  const change = (field: DeliveryField, value: string) => {
    keep({ ...draft, address: { ...draft.address, [field]: value } });
    setRefused(refused.filter((f) => f !== field));
    setFailure(null);
  };
  const fieldError = (field: DeliveryField): string | null => {
    const problem = checked ? problems[field] : undefined;
    if (problem) return t(problem);
    return refused.includes(field) ? t('mall_error_address_invalid') : null;
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setChecked(true);
    const first = FIELDS.find((f) => problems[f]);
    if (first) {
      focusField(e.currentTarget, first);
      return;
    }
    void lock.run(async () => {
      // Kept before it goes: a session that expires or a page that reloads now retries with this key.
      draftStore.save(draft);
      setBusy(true);
      setFailure(null);
      const address: DeliveryAddress | null = physical ? draft.address : null;
      const res = await mallApi.redeem({ itemId: item.id, idempotencyKey: draft.idempotencyKey, address });
      setBusy(false);
      if (res.success && res.value) {
        draftStore.clear();
        mallApi.changed();
        const done = res.value;
        const text =
          done.kind === 'BONUS'
            ? t('mall_redeemed_BONUS', { amount: money.format(done.bonusAmount ?? 0) })
            : t(done.kind === 'FREE_SPINS' ? 'mall_redeemed_FREE_SPINS' : 'mall_redeemed_PHYSICAL');
        useOverlays.getState().showToast(text, REDEEMED_TOAST_MS);
        onClose();
        return;
      }
      // No answer (the request layer said so): the same request goes again with the same key.
      if (reportedByLayer(res)) return setFailure({ kind: 'unanswered' });
      if (refreshesMall(res.errorCode)) mallApi.changed();
      if (renewsKey(res.errorCode)) keep({ ...draft, idempotencyKey: newIdempotencyKey() });
      setRefused(refusedFields(res.value));
      const key = refusalText(res.errorCode);
      const values = {
        points: number.format(numberIn(res.value, 'points')),
        cost: number.format(numberIn(res.value, 'cost')),
      };
      setFailure({ kind: 'refused', text: key ? t(key, values) : errorText(t, res) });
    });
  };

  return (
    <Sheet title={item.title} onClose={onClose}>
      <form className="mall-redeem" onSubmit={onSubmit} noValidate>
        <div className="mall-redeem-item" data-kind={item.kind}>
          <span className="mall-redeem-art">
            <Icon className="mall-redeem-icon" />
          </span>
          <span className="mall-redeem-text">
            {kindKey && <span className="mall-redeem-kind">{t(kindKey)}</span>}
            <span className="mall-redeem-gives">{gives(item)}</span>
            {item.description && <span className="mall-redeem-description">{item.description}</span>}
          </span>
        </div>
        <dl className="mall-redeem-sums">
          <div>
            <dt>{t('mall_confirm_cost')}</dt>
            <dd>{t('mall_points_value', { points: number.format(item.cost) })}</dd>
          </div>
          <div>
            <dt>{t('mall_confirm_after')}</dt>
            <dd>{t('mall_points_value', { points: number.format(Math.max(0, points - item.cost)) })}</dd>
          </div>
        </dl>
        {physical && (
          <fieldset className="mall-address">
            <legend>{t('mall_address_title')}</legend>
            <TextField
              name="name"
              label={t('mall_address_name')}
              autoComplete="name"
              maxLength={64}
              value={draft.address.name}
              error={fieldError('name')}
              onChange={(e) => change('name', e.target.value)}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('mall_address_phone')}
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              value={draft.address.phone}
              error={fieldError('phone')}
              onChange={(e) => change('phone', e.target.value)}
            />
            <TextField
              name="address"
              label={t('mall_address_address')}
              autoComplete="street-address"
              maxLength={300}
              hint={t('mall_address_hint')}
              value={draft.address.address}
              error={fieldError('address')}
              onChange={(e) => change('address', e.target.value)}
            />
          </fieldset>
        )}
        {failure && (
          <FormFailure className="mall-redeem-failure">
            <p>{failure.kind === 'unanswered' ? t('mall_unanswered') : failure.text}</p>
          </FormFailure>
        )}
        {state.kind === 'open' ? (
          <SubmitButton busy={busy}>{t('mall_confirm', { points: number.format(item.cost) })}</SubmitButton>
        ) : (
          <p className="mall-redeem-closed">
            {state.kind === 'sold-out'
              ? t('mall_sold_out')
              : t('mall_need_more', { points: number.format(state.missing) })}
          </p>
        )}
      </form>
    </Sheet>
  );
}
