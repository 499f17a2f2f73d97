import { describe, expect, it } from 'vitest';
import { MALL_ERROR } from '@app/contract/mall-rules';
import {
  addressProblems,
  draftFor,
  EMPTY_ADDRESS,
  itemState,
  refreshesMall,
  refusalText,
  refusedFields,
  renewsKey,
  shownRate,
  signedPoints,
  stockLeft,
} from './mall-rules';

describe('what an item card offers', () => {
  it.each([
    ['open: enough points, stock left', { stock: 3, cost: 100 }, 100, { kind: 'open' }],
    ['open: unlimited stock', { stock: null, cost: 100 }, 500, { kind: 'open' }],
    ['short: the points missing', { stock: 3, cost: 500 }, 120, { kind: 'short', missing: 380 }],
    ['sold out, whatever the points', { stock: 0, cost: 10 }, 1_000, { kind: 'sold-out' }],
    ['sold out before short', { stock: 0, cost: 1_000 }, 10, { kind: 'sold-out' }],
  ] as const)('%s', (_rule, item, points, expected) => {
    expect(itemState(item, points)).toEqual(expected);
  });

  it.each([
    [null, null],
    [0, null],
    [1, 1],
    [10, 10],
    [11, null],
  ])('stock %s says %s left', (stock, left) => {
    expect(stockLeft(stock)).toBe(left);
  });
});

describe("the redemption's draft", () => {
  const key = () => 'new-key-0000000001';
  const address = { name: 'Juan', phone: '0917', address: 'Makati' };

  it.each([
    [
      'nothing kept: a new key, an empty address',
      null,
      7,
      { itemId: 7, idempotencyKey: 'new-key-0000000001', address: EMPTY_ADDRESS },
    ],
    [
      "this item's kept draft comes back as it was, key and all",
      { itemId: 7, idempotencyKey: 'kept-key-00000001', address },
      7,
      { itemId: 7, idempotencyKey: 'kept-key-00000001', address },
    ],
    [
      "another item's: a new key, the address typed before kept",
      { itemId: 3, idempotencyKey: 'kept-key-00000001', address },
      7,
      { itemId: 7, idempotencyKey: 'new-key-0000000001', address },
    ],
  ] as const)('%s', (_rule, kept, itemId, expected) => {
    expect(draftFor(kept, itemId, key)).toEqual(expected);
  });
});

describe('the delivery address (the contract rules, with the page texts)', () => {
  it.each([
    [
      'complete',
      { name: 'Juan Dela Cruz', phone: '+63 917 555 0100', address: '12 Rizal St, Makati City' },
      {},
    ],
    [
      'empty',
      EMPTY_ADDRESS,
      { name: 'mall_address_missing', phone: 'mall_address_missing', address: 'mall_address_missing' },
    ],
    [
      'spaces only are missing',
      { name: '  ', phone: ' ', address: ' ' },
      { name: 'mall_address_missing', phone: 'mall_address_missing', address: 'mall_address_missing' },
    ],
    [
      'a phone with letters',
      { name: 'Juan', phone: '0917abc555', address: '12 Rizal St, Makati' },
      { phone: 'mall_address_phone_invalid' },
    ],
    [
      'a phone of 5 digits',
      { name: 'Juan', phone: '12345', address: '12 Rizal St, Makati' },
      { phone: 'mall_address_phone_invalid' },
    ],
    [
      'a phone of 16 digits',
      { name: 'Juan', phone: '1234567890123456', address: '12 Rizal St, Makati' },
      { phone: 'mall_address_phone_invalid' },
    ],
    [
      'an address under 10 characters',
      { name: 'Juan', phone: '09175550100', address: 'Makati' },
      { address: 'mall_address_address_invalid' },
    ],
    [
      'a name over 64 characters',
      { name: 'J'.repeat(65), phone: '09175550100', address: '12 Rizal St, Makati' },
      { name: 'mall_address_name_invalid' },
    ],
  ] as const)('%s', (_rule, address, expected) => {
    expect(addressProblems(address)).toEqual(expected);
  });
});

describe('a refusal', () => {
  it.each([
    [MALL_ERROR.soldOut, 'mall_error_sold_out', true, false],
    [MALL_ERROR.pointsShort, 'mall_error_points_short', true, false],
    [MALL_ERROR.itemUnavailable, 'mall_error_item_unavailable', true, false],
    [MALL_ERROR.addressInvalid, 'mall_error_address_invalid', false, false],
    [MALL_ERROR.idempotencyReused, 'mall_error_idempotency_reused', false, true],
    ['wallet.not.found', null, false, false],
    [null, null, false, false],
  ])(
    '%s: its text, whether the mall is asked again, whether the key is renewed',
    (code, text, refresh, renew) => {
      expect(refusalText(code)).toBe(text);
      expect(refreshesMall(code)).toBe(refresh);
      expect(renewsKey(code)).toBe(renew);
    },
  );

  it.each([
    [{ fields: ['phone', 'address'] }, ['phone', 'address']],
    [{ fields: ['phone', 'other', 3] }, ['phone']],
    [{ fields: 'phone' }, []],
    [null, []],
  ])('the address fields of %j', (value, fields) => {
    expect(refusedFields(value)).toEqual(fields);
  });
});

it.each([
  [500, '+500'],
  [-1_000, '\u22121,000'],
])('signed points %s', (points, text) => {
  expect(signedPoints(points, (n) => n.toLocaleString('en'))).toBe(text);
});

it.each([
  [
    { points: 1, perMinor: 100 },
    { points: 10, perMinor: 1_000 },
  ],
  [
    { points: 1, perMinor: 1_000 },
    { points: 10, perMinor: 10_000 },
  ],
  [
    { points: 5, perMinor: 100 },
    { points: 50, perMinor: 1_000 },
  ],
  [
    { points: 12, perMinor: 100 },
    { points: 12, perMinor: 100 },
  ],
  [
    { points: 0, perMinor: 100 },
    { points: 0, perMinor: 100 },
  ],
])('the rate %j is said as %j', (rate, shown) => {
  expect(shownRate(rate)).toEqual(shown);
});
