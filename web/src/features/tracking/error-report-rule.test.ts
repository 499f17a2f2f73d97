// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ERROR_REPORT_LIMIT,
  NO_REPORTS,
  errorReportOf,
  errorReportRule,
  type ErrorReportState,
} from './error-report-rule';

/** Runs the rule over keys at the given times; answers the decisions. */
const run = (items: readonly [string, number][], start: ErrorReportState = NO_REPORTS) => {
  let state = start;
  return items.map(([key, at]) => {
    const next = errorReportRule(state, key, at);
    state = next.state;
    return next.decision;
  });
};

describe('errorReportRule: front-end error reports are deduplicated and rate-limited', () => {
  it('the same message and stack is reported once per page', () => {
    expect(
      run([
        ['a', 0],
        ['a', 10],
        ['b', 20],
        ['a', 120_000],
      ]),
    ).toEqual(['send', 'duplicate', 'send', 'duplicate']);
  });

  it('at most 5 within a minute; more once the minute has passed', () => {
    const burst = Array.from({ length: 7 }, (_, i) => [`e${i}`, i] as [string, number]);
    expect(ERROR_REPORT_LIMIT.perMinute).toBe(5);
    expect(run([...burst, ['late', 60_001]])).toEqual([
      ...Array(5).fill('send'),
      'rate-limited',
      'rate-limited',
      'send',
    ]);
  });

  it('a rate-limited error is not marked seen: it may be reported later', () => {
    const burst = Array.from({ length: 5 }, (_, i) => [`e${i}`, 0] as [string, number]);
    expect(run([...burst, ['x', 1], ['x', 70_000]]).slice(-2)).toEqual(['rate-limited', 'send']);
  });

  it('at most 20 per page, however slowly they come', () => {
    const slow = Array.from({ length: 22 }, (_, i) => [`e${i}`, i * 60_000] as [string, number]);
    const decisions = run(slow);
    expect(decisions.filter((d) => d === 'send')).toHaveLength(ERROR_REPORT_LIMIT.perPage);
    expect(decisions.slice(-2)).toEqual(['page-limit', 'page-limit']);
  });
});

describe('errorReportOf: what a report says', () => {
  it('an Error: its message, its stack and the page', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (app.js:1:2)';
    expect(errorReportOf(error, 'Uncaught Error: boom', '/m/home')).toEqual({
      key: 'boom\nError: boom\n    at f (app.js:1:2)',
      report: { message: 'boom', error: 'Error: boom\n    at f (app.js:1:2)\npage: /m/home' },
    });
  });

  it('a thrown value that is not an Error: the event’s message, the value as text', () => {
    expect(errorReportOf('nope', '', '/m/login').report).toEqual({
      message: 'nope',
      error: 'nope\npage: /m/login',
    });
    expect(errorReportOf(undefined, 'Script error.', '/m/').report).toEqual({
      message: 'Script error.',
      error: '\npage: /m/',
    });
  });

  it('stays within the contract’s bounds', () => {
    const error = new Error('m'.repeat(3_000));
    error.stack = 's'.repeat(20_000);
    const { report } = errorReportOf(error, '', '/m/home');
    expect(report.message).toHaveLength(2_000);
    expect(report.error).toHaveLength(16_384);
  });
});
