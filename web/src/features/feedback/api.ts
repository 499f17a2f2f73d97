import { FEEDBACK_SUBMIT_TIMEOUT_MS } from '@app/contract/constants/feedback';
import type { FeedbackSubmitRequest } from '@app/contract/feedback';
import { callApi } from '../../api/call';
import { invalidateCalls, relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The feedback page's calls (contract/src/feedback.ts). Every failure is the page's to show (`alert: false`): a
 * refusal by its code's text, a lost answer by its retry with the same key.
 */
export const feedbackApi = {
  /** Today's count against the limit and the member's feedback with staff's replies, newest first. */
  list: relayQuery(
    'MCSFE_getFeedback',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  /** Images make a large body: it gets longer than the usual 30 s on a slow link. */
  submit: (request: FeedbackSubmitRequest) =>
    callApi('feedbackSubmit', request, { alert: false, timeout: FEEDBACK_SUBMIT_TIMEOUT_MS }),
  /** A feedback was sent: the list and today's count are asked again. */
  changed: () => invalidateCalls({ name: 'MCSFE_getFeedback' }),
};
