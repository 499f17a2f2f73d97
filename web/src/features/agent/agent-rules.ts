import {
  agentApplicationProblems,
  type AgentApplicationFields,
  type AgentApplicationProblem,
} from '@app/contract/agent-application-rules';
import type { AgentStatus } from '@app/contract/referrals';
import { CONTRACT_ERROR } from '@app/contract/errors';

/**
 * The agent page's decisions (signed-in §2 /m/agentRegister; §6: agents are types 1 and 2). The fields' rules
 * are the contract's (contract/src/agent-application-rules.ts), which the server checks again.
 */

/**
 * What the member sees: their agent status (an agent, types 1 and 2), their pending application, a rejection with
 * staff's reason (and a way to apply again), or the application form.
 */
export type AgentView = 'agent' | 'pending' | 'rejected' | 'form';
export const agentView = (status: AgentStatus, applyingAgain: boolean): AgentView => {
  if (status.agent) return 'agent';
  const application = status.application?.status;
  if (application === 'PENDING') return 'pending';
  if (application === 'REJECTED' && !applyingAgain) return 'rejected';
  return 'form';
};

/** Each problem's message key. */
export const PROBLEM_KEYS = {
  'name-required': 'agent_error_name_required',
  'name-too-long': 'agent_error_too_long',
  'contact-required': 'agent_error_contact_required',
  'contact-too-long': 'agent_error_too_long',
  'source-required': 'agent_error_source_required',
  'other-required': 'agent_error_other_required',
  'other-too-long': 'agent_error_too_long',
  'players-required': 'agent_error_players_required',
  'players-invalid': 'agent_error_players_invalid',
} as const satisfies Record<AgentApplicationProblem, string>;

/** The form's problems by field, as message keys. */
export const formProblems = (fields: AgentApplicationFields) => {
  const problems = agentApplicationProblems(fields);
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, PROBLEM_KEYS[problem]]),
  ) as Partial<Record<keyof AgentApplicationFields, (typeof PROBLEM_KEYS)[AgentApplicationProblem]>>;
};

/** The text of a refused application: its own words, else null (the request layer's text). */
export const submitFailureKey = (errorCode: string | null) =>
  errorCode === CONTRACT_ERROR.agentApplicationInvalid
    ? ('agent_error_invalid' as const)
    : errorCode === CONTRACT_ERROR.agentAlready
      ? ('agent_error_already' as const)
      : null;
