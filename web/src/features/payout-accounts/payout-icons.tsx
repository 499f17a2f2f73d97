import type { PayoutKind } from '@app/contract/wallet';
import { icon } from '../../components/icons';

/** Shapes inside shapes are holes (the even-odd rule): the wallet's clasp, the coin's T, Pix's inner diamond. */
const HOLE = { fillRule: 'evenodd' } as const;
const BankIcon = icon(
  'M12 2 2 7v2h20V7L12 2ZM5 11v7h3v-7H5Zm5.5 0v7h3v-7h-3ZM16 11v7h3v-7h-3ZM2 20v2h20v-2H2Z',
);
const WalletIcon = icon(
  'M19 7V5a2 2 0 0 0-2-2H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h14a2 2 0 0 0 2-2v-3h1V9h-1a2 2 0 0 0-2-2ZM5 5h12v2H5a1 1 0 0 1 0-2Zm11 10a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  24,
  HOLE,
);
/** A coin with a T: USDT on TRON, the one network (contract/src/wallet.ts CRYPTO_NETWORKS). */
const CoinIcon = icon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.5 6.5H13V17h-2V8.5H7.5v-2h9v2Z', 24, HOLE);
const PixIcon = icon('M12 2.5 21.5 12 12 21.5 2.5 12 12 2.5Zm0 3.3L5.8 12l6.2 6.2 6.2-6.2L12 5.8Z', 24, HOLE);

/** The mark of an account's kind (a Pix key is a bank card whose bank is Pix): decorative, its name says it. */
export function PayoutKindIcon({ kind, pix }: { kind: PayoutKind; pix: boolean }) {
  const Mark = pix ? PixIcon : { BANK_CARD: BankIcon, E_WALLET: WalletIcon, VIRTUAL_WALLET: CoinIcon }[kind];
  return (
    <span className={`payout-mark payout-mark-${pix ? 'pix' : kind.toLowerCase()}`} aria-hidden="true">
      <Mark size={20} />
    </span>
  );
}
