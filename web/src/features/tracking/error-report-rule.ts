/**
 * How many front-end errors a page reports (deduplicated and rate-limited; the numbers are the
 * contract's choice): the same message and stack once per page, at most 5 within a minute and 20 per page. A page
 * in an error loop sends a handful, not thousands.
 */
export const ERROR_REPORT_LIMIT = { perMinute: 5, perPage: 20, windowMs: 60_000 } as const;

export interface ErrorReportState {
  /** The message and stack (errorReportOf's key) of every error reported. */
  seen: ReadonlySet<string>;
  /** When each report was sent, oldest first. */
  sentAt: readonly number[];
}

export const NO_REPORTS: ErrorReportState = { seen: new Set(), sentAt: [] };

export type ErrorReportDecision = 'send' | 'duplicate' | 'rate-limited' | 'page-limit';

/** Whether an error (its report) is sent at `now`, and the state after it. */
export const errorReportRule = (
  state: ErrorReportState,
  key: string,
  now: number,
): { decision: ErrorReportDecision; state: ErrorReportState } => {
  if (state.seen.has(key)) return { decision: 'duplicate', state };
  if (state.sentAt.length >= ERROR_REPORT_LIMIT.perPage) return { decision: 'page-limit', state };
  const recent = state.sentAt.filter((t) => now - t < ERROR_REPORT_LIMIT.windowMs).length;
  if (recent >= ERROR_REPORT_LIMIT.perMinute) return { decision: 'rate-limited', state };
  return {
    decision: 'send',
    state: { seen: new Set(state.seen).add(key), sentAt: [...state.sentAt, now] },
  };
};

/** The contract's bounds of an error report (calls.ts errorReport). */
const MESSAGE_MAX = 2_000;
const ERROR_MAX = 16_384;

/**
 * The report of something thrown (signed-in §7 "Report a front-end error": message, error): the message, and the
 * stack (else the value as text) with the page it happened on, each within the contract's bounds; `key`, the
 * message and stack, tells duplicates apart (the same error on another page is one).
 */
export const errorReportOf = (thrown: unknown, fallbackMessage: string, page: string) => {
  const error = thrown instanceof Error ? thrown : null;
  const message = (error?.message || fallbackMessage || String(thrown) || 'Unknown error').slice(
    0,
    MESSAGE_MAX,
  );
  const detail = error?.stack ?? (thrown === undefined || thrown === null ? '' : String(thrown));
  return {
    key: `${message}\n${detail}`,
    report: { message, error: `${detail}\npage: ${page}`.slice(0, ERROR_MAX) },
  };
};
