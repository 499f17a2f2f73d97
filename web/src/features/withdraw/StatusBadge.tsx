import type { WithdrawalStatus } from '@app/contract/wallet';
import { icon } from '../../components/icons';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';

/** A disc with the status's mark cut out of it (the even-odd rule makes the inner shape a hole). */
const HOLE = { fillRule: 'evenodd' } as const;
const STATUS_ICONS = {
  PENDING: icon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5h-2v6l5 3 1-1.7-4-2.3V7Z', 24, HOLE),
  PAID: icon(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
    24,
    HOLE,
  ),
  REJECTED: icon(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.6 12.2-1.4 1.4-2.2-2.2-2.2 2.2-1.4-1.4 2.2-2.2-2.2-2.2 1.4-1.4 2.2 2.2 2.2-2.2 1.4 1.4-2.2 2.2 2.2 2.2Z',
    24,
    HOLE,
  ),
} satisfies Record<WithdrawalStatus, unknown>;

/** A withdrawal's status: its own mark and word as well as its colour. */
export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  const Mark = STATUS_ICONS[status];
  return (
    <span className={`withdraw-status withdraw-status-${status.toLowerCase()}`}>
      <Mark size={16} />
      {t(`withdraw_status_${status}`)}
    </span>
  );
}

/** A record's time, in the player's language. */
export const recordTime = (ms: number, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
