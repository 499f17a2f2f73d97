import { useCallback } from 'react';
import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { moneyApi } from './api';
import { formatMoney, type MoneyStyle } from './money-format';

/** Until the country info is in, amounts read without a symbol. */
const NO_STYLE: MoneyStyle = { currency: '', currencySymbol: '', currencyPosition: 'prefix' };

/**
 * The merchant's money style and a function that writes minor units in the player's language with it. Answers
 * `ready: false` until the country info is in, so a page can hold its amounts back rather than show them twice.
 */
export function useMoney(): {
  ready: boolean;
  style: MoneyStyle;
  format: (amount: number) => string;
  language: string;
} {
  const { i18n } = useTranslation();
  const country = useCall(moneyApi.country);
  const style = country.status === 'ready' ? country.data : NO_STYLE;
  const language = i18n.language;
  const format = useCallback((amount: number) => formatMoney(amount, style, language), [style, language]);
  return { ready: country.status === 'ready', style, format, language };
}
