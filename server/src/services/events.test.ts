import { describe, expect, it } from 'vitest';
import {
  boundedErrorReport,
  bytesRetryAfter,
  ERROR_REPORT_BOUNDS,
  errorFingerprint,
  eventBytes,
  eventKindOf,
  utcDay,
} from './events';

describe('bytesRetryAfter: the wait until the bytes fit in the client’s window', () => {
  const NOW = 1_000_000;
  const limit = { maxBytes: 100, windowMs: 60_000 };
  const rows: [
    rule: string,
    oldestFirst: { created_at: number; bytes: number }[],
    adding: number,
    wait: number | null,
  ][] = [
    ['an empty window takes the call', [], 100, null],
    ['fits exactly', [{ created_at: NOW - 10, bytes: 60 }], 40, null],
    ['one byte over: until the oldest row leaves', [{ created_at: NOW - 10, bytes: 60 }], 41, 59_990],
    [
      'until enough rows leave, oldest first',
      [
        { created_at: NOW - 30_000, bytes: 40 },
        { created_at: NOW - 20_000, bytes: 40 },
        { created_at: NOW - 10_000, bytes: 20 },
      ],
      70,
      40_000,
    ],
    ['a call larger than the budget never fits: a whole window', [], 101, 60_000],
  ];
  it.each(rows)('%s', (_rule, oldestFirst, adding, wait) => {
    expect(bytesRetryAfter(oldestFirst, limit, NOW, adding)).toBe(wait);
  });
});

describe('boundedErrorReport: message and stack cut to their bounds', () => {
  it('keeps a short report as sent', () => {
    expect(boundedErrorReport({ message: 'boom', error: 'at a' })).toEqual({
      message: 'boom',
      error: 'at a',
    });
  });

  it('cuts a long one', () => {
    const bounded = boundedErrorReport({ message: 'm'.repeat(2_000), error: 's'.repeat(16_384) });
    expect(bounded.message).toHaveLength(ERROR_REPORT_BOUNDS.messageChars);
    expect(bounded.error).toHaveLength(ERROR_REPORT_BOUNDS.stackChars);
  });

  it('never ends inside a surrogate pair', () => {
    const message = `${'m'.repeat(ERROR_REPORT_BOUNDS.messageChars - 1)}😀tail`;
    const bounded = boundedErrorReport({ message, error: '' });
    expect(bounded.message).toBe('m'.repeat(ERROR_REPORT_BOUNDS.messageChars - 1));
    expect(Buffer.from(bounded.message, 'utf8').toString('utf8')).toBe(bounded.message);
  });
});

describe('the small rules', () => {
  it('errorFingerprint: the same report alike, message and stack told apart', () => {
    expect(errorFingerprint({ message: 'a', error: 'b' })).toBe(
      errorFingerprint({ message: 'a', error: 'b' }),
    );
    expect(errorFingerprint({ message: 'a\nb', error: '' })).not.toBe(
      errorFingerprint({ message: 'a', error: 'b' }),
    );
  });

  it('eventBytes counts UTF-8 bytes of the payload and the name', () => {
    expect(eventBytes(null, '{}')).toBe(2);
    expect(eventBytes('é', '"€"')).toBe(2 + 5);
  });

  it('eventKindOf: error reports apart, vitals with the tracking events', () => {
    expect(['tracking', 'vital', 'error'].map((t) => eventKindOf(t as 'tracking'))).toEqual([
      'tracking',
      'tracking',
      'error',
    ]);
  });

  it('utcDay: days since the epoch, UTC', () => {
    expect(utcDay(Date.UTC(1970, 0, 2, 23, 59))).toBe(1);
    expect(utcDay(Date.UTC(2027, 0, 1))).toBe(utcDay(Date.UTC(2026, 11, 31, 23, 59, 59)) + 1);
  });
});
