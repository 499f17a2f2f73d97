import fc from 'fast-check';
import { z } from 'zod';
import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';

/** Strings a client should never send: control characters, lone surrogates, any code point. */
const oddString = (maxLength: number) => fc.string({ unit: 'binary', maxLength });

/**
 * Values that mean something to this server (the demo accounts' names, passwords, numbers, e-mail, payee name
 * and TOTP secret, spellings of a number, the merchant), so that fuzzed requests also reach the states behind
 * a right answer: signed in, two-factor required, the default password, a number already taken.
 */
const MEANINGFUL_STRINGS = [
  ...new Set(
    DEMO_ACCOUNTS.flatMap((a) => [
      a.username,
      a.password,
      a.mobile,
      a.email,
      a.payeeName,
      a.totpSecret,
    ]).filter((v): v is string => v !== undefined),
  ),
  ...[
    '639170000001',
    '09170000001',
    '+63',
    '63',
    '123456',
    DEMO_MERCHANT,
    'EN',
    'https://demo.example/m/',
    '',
    ' ',
  ],
];

/** A value of any JSON-ish type, for "wrong type" fields. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

/** Keys that pollute prototypes when a parser or merge writes them naively. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * Values that the schema probably accepts (the right type, lengths around the bound), so that fuzzed requests
 * reach the handlers and services and not only the validator. Unknown schema kinds get any JSON value.
 */
export function valueOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodOptional) return fc.option(valueOf(schema.unwrap()), { nil: undefined });
  if (schema instanceof z.ZodNullable) return fc.option(valueOf(schema.unwrap()), { nil: null });
  if (schema instanceof z.ZodDefault) return fc.option(valueOf(schema.removeDefault()), { nil: undefined });
  if (schema instanceof z.ZodString) {
    const max = schema.maxLength ?? 64;
    return fc.oneof(
      { weight: 4, arbitrary: fc.string({ maxLength: Math.min(max, 40) }) },
      { weight: 2, arbitrary: fc.constantFrom(...MEANINGFUL_STRINGS).filter((v) => v.length <= max) },
      { weight: 1, arbitrary: oddString(Math.min(max, 40)) },
      // Exactly at and just over the bound.
      { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)) },
    );
  }
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as (string | number)[]));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...([...schema.values] as unknown[]));
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodNumber) return fc.oneof(fc.integer(), fc.double());
  if (schema instanceof z.ZodRecord) {
    const key = schema.keyType instanceof z.ZodEnum ? valueOf(schema.keyType) : fc.string({ maxLength: 12 });
    return fc.dictionary(key as fc.Arbitrary<string>, valueOf(schema.valueType), { maxKeys: 4 });
  }
  if (schema instanceof z.ZodObject) return objectOf(schema);
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * An object of the schema's shape, most of the time as the schema wants it; otherwise with one or two
 * mutations: a field left out or set to the wrong type, or an extra key (some of them prototype-polluting).
 */
export function objectOf(schema: z.ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const fields = fc.record(Object.fromEntries(keys.map((key) => [key, valueOf(shape[key] as z.ZodType)])));
  const mutation = fc.oneof(
    ...(keys.length
      ? [
          fc.record({ key: fc.constantFrom(...keys), value: wrongTypeValue }),
          fc.record({ key: fc.constantFrom(...keys), value: fc.constant(undefined) }),
        ]
      : []),
    fc.record({
      key: fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 8 })),
      value: wrongTypeValue,
    }),
  );
  const mutations = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(fields, mutations).map(([base, changes]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(base)) if (v !== undefined) out[k] = v;
    for (const { key, value } of changes) {
      if (value === undefined) delete out[key];
      // defineProperty, so that a `__proto__` key becomes an own key as JSON.parse would make it.
      else Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
}
