import { describe, expect, it } from 'vitest';
import { retryAfter } from './rate-window';

const LIMIT = { max: 3, windowMs: 1000 };
const rows = (...times: number[]) => times.map((created_at) => ({ created_at }));

describe('retryAfter: the wait until more rows fit under the limit', () => {
  it.each([
    ['room for one', rows(900, 800), 1, null],
    ['full: the oldest of the window frees the place', rows(900, 800, 700), 1, 700],
    ['two more, one place: the second oldest must leave', rows(900, 800), 2, 800],
    ['more than the limit at once: the whole window must leave', rows(900), 4, 900],
    ['an empty window takes up to the limit', rows(), 3, null],
    ['more than the limit into an empty window: a whole window', rows(), 4, 1000],
  ] as const)('%s', (_rule, newestFirst, adding, expected) => {
    expect(retryAfter([...newestFirst], LIMIT, 1000, adding)).toBe(expected);
  });
});
