import { describe, expect, it } from 'vitest';
import { amountInputText, formatMoney, parseAmount, type MoneyStyle } from './money-format';

const PHP: MoneyStyle = { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'prefix' };
const BRL_SUFFIX: MoneyStyle = { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'suffix' };

describe('formatMoney: minor units in the player language, the merchant symbol where the merchant puts it', () => {
  it.each([
    [50_000, PHP, 'EN', '₱500'],
    [123_456_789, PHP, 'EN', '₱1,234,567.89'],
    [750, PHP, 'EN', '₱7.50'],
    [5, PHP, 'EN', '₱0.05'],
    [0, PHP, 'EN', '₱0'],
    [-1_050, PHP, 'EN', '-₱10.50'],
    [123_456_789, BRL_SUFFIX, 'PT-BR', '1.234.567,89 R$'],
    [123_456_700, PHP, 'FR', '₱1\u202f234\u202f567'],
  ])('%i, %j in %s reads %s', (amount, style, language, text) => {
    expect(formatMoney(amount, style, language)).toBe(text);
  });

  it('falls back to the currency code when the merchant has no symbol', () => {
    expect(formatMoney(100, { ...PHP, currencySymbol: '' }, 'EN')).toBe('PHP1');
  });
});

describe('parseAmount: the typed text in minor units, never through a float', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['500,50', 50_050],
    ['0.29', 29],
    ['1.10', 110],
    [' 1 000 ', 100_000],
    ['999999999999.99', 99_999_999_999_999],
  ])('%j is %i', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', '0', '0.00', '-5', '1.234', '1e3', 'abc', '1,000.50', '.5', '5.', '1234567890123'])(
    '%j is not an amount',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it.each([1, 29, 110, 50_000, 50_050, 123_456_789])(
    'amountInputText(%i) parses back to itself',
    (amount) => {
      expect(parseAmount(amountInputText(amount))).toBe(amount);
    },
  );
});
