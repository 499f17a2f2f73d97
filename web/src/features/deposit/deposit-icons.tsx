import type { DepositChannelKind, DepositStatus } from '@app/contract/wallet';
import { icon, outline } from '../../components/icons';

/** The deposit page's outline icons: one per kind of channel, one per state of a deposit, and copy. */
const line = outline(1.8);
const WalletIcon = icon(
  ['M4 7.5a2 2 0 0 1 2-2h11.5v3.5', 'M4 7.5V18a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-1.5', 'M16.5 14.5h.01'],
  24,
  line,
);
const BankIcon = icon(
  ['M3.5 9.5 12 4.5l8.5 5', 'M4 20h16', 'M6.5 11v6M10.5 11v6M13.5 11v6M17.5 11v6'],
  24,
  line,
);
const QrIcon = icon(
  ['M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4z', 'M14 14h2.5v2.5H14zM18 18h2v2h-2zM14 19.5h1.5M19.5 14v1.5'],
  24,
  line,
);
const CoinIcon = icon(
  ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M8.5 8h7M12 8v9', 'M8.5 11.2q3.5 1.4 7 0'],
  24,
  line,
);
export const CopyIcon = icon(['M9 9h10.5v11H9z', 'M15 9V4.5H4.5V15H9'], 20, line);
const CheckIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'm7.8 12.3 2.8 2.8 5.6-5.8'], 24, line);
const ClockIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 7.5V12l3 2'], 24, line);
const CrossIcon = icon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'm9 9 6 6m0-6-6 6'], 24, line);
const HourglassIcon = icon(
  ['M7 3.5h10M7 20.5h10', 'M8 3.5c0 4.5 8 4.5 8 8.5s-8 4-8 8.5M16 3.5c0 4.5-8 4.5-8 8.5s8 4 8 8.5'],
  24,
  line,
);

export const CHANNEL_ICON: Record<DepositChannelKind, ReturnType<typeof icon>> = {
  ONLINE: WalletIcon,
  BANK_TRANSFER: BankIcon,
  QR: QrIcon,
  CRYPTO: CoinIcon,
};

export const STATUS_ICON: Record<DepositStatus, ReturnType<typeof icon>> = {
  PENDING: ClockIcon,
  SUCCESS: CheckIcon,
  FAILED: CrossIcon,
  EXPIRED: HourglassIcon,
};
