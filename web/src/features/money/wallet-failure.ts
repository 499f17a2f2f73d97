import type { Envelope } from '@app/contract/envelope';
import { errorText } from '../../i18n/error-text';
import { keyIn } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import type { TFunction } from '../../i18n/translate';

/** The codes the money calls answer (contract/src/errors.ts, CONTRACT_ERROR.wallet*): `wallet.<reason>`. */
const WALLET_CODE = /^wallet\.(.+)$/;

const numberIn = (value: unknown, name: string): number | null => {
  const n = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The text of a failed money call. A wallet code reads the app's own text (`error.wallet.*`, in all 23
 * languages) with what its value names: the limit broken (as money), the tries left, the time a lock ends.
 * Any other failure reads as every other call's (the server's message, else its code's text).
 */
export function walletFailureText(
  t: TFunction,
  failure: Pick<Envelope<unknown>, 'errorCode' | 'message' | 'value'>,
  money: { format: (amount: number) => string; language: string },
): string {
  // Named by their own family (error.wallet.*): their texts load with the money screens (i18n/key-parts.ts).
  const reason = WALLET_CODE.exec(failure.errorCode ?? '')?.[1];
  const key = reason ? keyIn('error.wallet.', reason) : null;
  if (!key) return errorText(t, failure);
  const limit = numberIn(failure.value, 'limit');
  const triesLeft = numberIn(failure.value, 'triesLeft');
  const lockedUntil = numberIn(failure.value, 'lockedUntil');
  return t(key, {
    limit: limit === null ? '' : money.format(limit),
    triesLeft: triesLeft ?? '',
    until:
      lockedUntil === null
        ? ''
        : new Intl.DateTimeFormat(localeOf(money.language), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(lockedUntil),
  });
}
