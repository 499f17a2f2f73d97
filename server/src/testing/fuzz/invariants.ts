import { calls, type CallName } from '@app/contract/calls';
import * as errors from '@app/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/**
 * The error codes contract/src/errors.ts names: every value of its `*_ERROR` tables and constants (SPEC_ERROR,
 * CONTRACT_ERROR, and any table added later under that naming). Codes of the TOO_MANY_REQUEST family
 * (TOO_MANY_REQUEST_PREFIX, e.g. TOO_MANY_REQUEST_SMS) are named by their prefix.
 */
export const NAMED_ERROR_CODES: ReadonlySet<string> = new Set(
  Object.entries(errors as Record<string, unknown>)
    .filter(([name]) => /_ERROR(_CODE)?$/.test(name))
    .flatMap(([, value]) =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter((v): v is string => typeof v === 'string')
          : [],
    ),
);

export const isNamedErrorCode = (code: string | null): boolean =>
  code !== null && (NAMED_ERROR_CODES.has(code) || code.startsWith(errors.TOO_MANY_REQUEST_PREFIX));

/** Every /wps answer: exactly these four keys (zod requires a `z.unknown()` key to be present). */
const envelope = z
  .object({
    success: z.boolean(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
    value: z.unknown(),
  })
  .strict();

/** Calls whose successful answer is outside the envelope (a browser or the key cache reads it directly). */
const RAW_ANSWERS: ReadonlySet<CallName> = new Set(['rsaKey', 'manifest']);

const STACK_TRACE = /\bat .+\.(ts|js|mjs):\d+/;

/**
 * The answer's invariants: no 5xx; no stack trace; JSON; the envelope (or the call's raw answer on success);
 * a failure names a code of contract/src/errors.ts and has a message; a success is HTTP 200 with a value
 * matching the call's response schema. Answers a description of the first broken one, or null.
 */
export function brokenInvariant(call: CallName, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (STACK_TRACE.test(res.body)) return `a stack trace in the answer: ${res.body.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  }
  if (RAW_ANSWERS.has(call) && res.statusCode === 200) {
    const raw = calls[call].response.safeParse(body);
    return raw.success ? null : `the raw answer does not match the contract: ${raw.error.message}`;
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return `not the envelope: ${JSON.stringify(body).slice(0, 300)}`;
  const answer = parsed.data;
  if (answer.success) {
    if (res.statusCode !== 200) return `success with HTTP ${res.statusCode}`;
    if (answer.errorCode !== null) return `success with errorCode ${answer.errorCode}`;
    const value = calls[call].response.safeParse(answer.value);
    return value.success
      ? null
      : `the value does not match the contract: ${value.error.message.slice(0, 300)}`;
  }
  if (!isNamedErrorCode(answer.errorCode)) {
    return `a failure without a named errorCode: ${JSON.stringify(answer.errorCode)}`;
  }
  if (typeof answer.message !== 'string') return 'a failure without a message';
  return null;
}

const OBJECT_KEYS = Object.getOwnPropertyNames(Object.prototype).join(',');

/** A fuzzed `__proto__` or `constructor.prototype` key must never reach Object.prototype. */
export function pollutedPrototype(): string | null {
  const keys = Object.getOwnPropertyNames(Object.prototype).join(',');
  return keys === OBJECT_KEYS ? null : `Object.prototype was changed: ${keys}`;
}
