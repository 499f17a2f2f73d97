import { describe, expect, it } from 'vitest';
import { maskAccountNumber, toMinorUnits } from './wallet';

describe('maskAccountNumber: a card number is personal data, never shown whole', () => {
  it.each([
    ['4111 1111 1111 1234', '************1234'],
    ['1234-5678-9012', '********9012'],
    ['09170000001', '*******0001'],
    ['12345678', '****5678'],
    // Short numbers keep at most half: never the whole number.
    ['123456', '***456'],
    ['1234', '**34'],
  ])('%j → %j', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});

describe('toMinorUnits: amounts are stored in cents, never floating point', () => {
  it.each([
    [100, 10000],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [19.99, 1999],
  ])('%d → %d', (amount, minor) => expect(toMinorUnits(amount)).toBe(minor));
});
