import { callApi } from '../../api/call';
import { errorReportOf, errorReportRule, NO_REPORTS, type ErrorReportState } from './error-report-rule';

let state: ErrorReportState = NO_REPORTS;

/**
 * Reports one error (signed-in §7: POST /wps/system/errorReport with message and error), unless errorReportRule
 * drops it. The post is quiet and never rejects (api/request.ts), so a failed report shows nothing and raises
 * no error of its own to report.
 */
export function reportError(thrown: unknown, message = ''): void {
  try {
    const { key, report } = errorReportOf(thrown, message, window.location.pathname);
    const next = errorReportRule(state, key, Date.now());
    state = next.state;
    if (next.decision === 'send') void callApi('errorReport', report, { quiet: true });
  } catch {
    // A value that cannot even be turned into text: nothing to report.
  }
}

/**
 * Reports the page's uncaught errors and unhandled rejections from now on, and those the head script kept before.
 * The route error boundary's errors come as `error` events too (app/RouteErrorBoundary.tsx calls the browser's
 * reportError, which costs the first load nothing).
 */
export function startErrorReports(): void {
  const early = window.__earlyErrors ?? [];
  window.__earlyErrors = null;
  window.addEventListener('error', (e) => reportError(e.error, e.message));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason));
  for (const e of early) reportError(e.thrown, e.message);
}
