import type { AgentApplicationRequest } from '@app/contract/referrals';
import { callRelay } from '../../api/call';
import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/** The agent page's calls (contract/src/referrals.ts, chosen); every failure is the page's to show. */
export const agentApi = {
  /** Whether the member is an agent, and their latest application. */
  status: relayQuery(
    'MCSFE_getAgentStatus',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
  /** An application: while one is pending, sending again answers that one (a retry stores nothing twice). */
  submit: (application: AgentApplicationRequest) =>
    callRelay('MCSFE_submitAgentApplication', application, { alert: false }),
};
