import type { CountryInfo } from '@app/contract/calls';
import { localeOf } from '../../i18n/locale-of';

/** How the merchant writes money (signed-in §3 "Country info": currency, currencySymbol, currencyPosition). */
export type MoneyStyle = Pick<CountryInfo, 'currency' | 'currencySymbol' | 'currencyPosition'>;

/** Minor units in a major unit: every currency of the merchants here has two decimals. */
export const MINOR_PER_MAJOR = 100;

/**
 * An amount of minor units as the player reads it: the digits grouped and the decimals in the player's language
 * (Intl.NumberFormat), the merchant's symbol before or after them. The decimals show only when there are any, so
 * a quick amount reads "₱500" and a fee "₱7.50". Integer arithmetic and a decimal string: no float ever holds the cents.
 */
export function formatMoney(amount: number, style: MoneyStyle, language: string): string {
  const negative = amount < 0;
  const whole = Math.abs(amount);
  const cents = whole % MINOR_PER_MAJOR;
  const format = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: cents === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  // A decimal string (Intl.NumberFormat v3) is formatted exactly as written; an older engine reads it as a
  // number, which two decimals survive. TypeScript's ES2022 lib types only the number overload.
  const decimal = `${(whole - cents) / MINOR_PER_MAJOR}.${String(cents).padStart(2, '0')}`;
  const number = format.format(decimal as unknown as number);
  const symbol = style.currencySymbol || style.currency;
  const text = style.currencyPosition === 'suffix' ? `${number} ${symbol}` : `${symbol}${number}`;
  return negative ? `-${text}` : text;
}

/**
 * What the player typed as an amount, in minor units, or null when it is not an amount: digits with at most
 * two decimals after a '.' or ',' (as the player's keyboard writes it), grouping spaces and separators ignored
 * only when a decimal mark is unambiguous. Parsed as text, never through a float.
 */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number((match[2] ?? '').padEnd(2, '0'));
  const amount = major * MINOR_PER_MAJOR + minor;
  return amount > 0 ? amount : null;
}

/** An amount of minor units as the amount field shows it for editing ("500", "7.50"): no symbol, no grouping. */
export const amountInputText = (amount: number): string =>
  amount % MINOR_PER_MAJOR === 0
    ? String(amount / MINOR_PER_MAJOR)
    : `${Math.floor(amount / MINOR_PER_MAJOR)}.${String(amount % MINOR_PER_MAJOR).padStart(2, '0')}`;
