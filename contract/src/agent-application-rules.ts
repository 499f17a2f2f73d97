import type { AgentTrafficSource } from './constants/referrals';
import {
  AGENT_CONTACT_MAX,
  AGENT_EXPECTED_PLAYERS_MAX,
  AGENT_NAME_MAX,
  AGENT_TRAFFIC_OTHER_MAX,
} from './constants/referrals';

/**
 * The agent application's rules (/m/agentRegister; chosen, as signed-in §2 names the page only): the page checks
 * them before sending, the server again before storing, with the same function.
 */
export interface AgentApplicationFields {
  name: string;
  contact: string;
  trafficSource: AgentTrafficSource | '';
  trafficOther: string;
  /** As typed: digits only. */
  expectedPlayers: string;
}

export type AgentApplicationProblem =
  | 'name-required'
  | 'name-too-long'
  | 'contact-required'
  | 'contact-too-long'
  | 'source-required'
  | 'other-required'
  | 'other-too-long'
  | 'players-required'
  | 'players-invalid';

export type AgentApplicationField = 'name' | 'contact' | 'trafficSource' | 'trafficOther' | 'expectedPlayers';

/** A field's first problem, by field; empty when the application can be sent. */
export function agentApplicationProblems(
  f: AgentApplicationFields,
): Partial<Record<AgentApplicationField, AgentApplicationProblem>> {
  const problems: Partial<Record<AgentApplicationField, AgentApplicationProblem>> = {};
  const name = f.name.trim();
  if (!name) problems.name = 'name-required';
  else if (name.length > AGENT_NAME_MAX) problems.name = 'name-too-long';
  const contact = f.contact.trim();
  if (!contact) problems.contact = 'contact-required';
  else if (contact.length > AGENT_CONTACT_MAX) problems.contact = 'contact-too-long';
  if (!f.trafficSource) problems.trafficSource = 'source-required';
  else if (f.trafficSource === 'OTHER') {
    const other = f.trafficOther.trim();
    if (!other) problems.trafficOther = 'other-required';
    else if (other.length > AGENT_TRAFFIC_OTHER_MAX) problems.trafficOther = 'other-too-long';
  }
  const players = f.expectedPlayers.trim();
  if (!players) problems.expectedPlayers = 'players-required';
  else if (
    !/^\d{1,7}$/.test(players) ||
    Number(players) < 1 ||
    Number(players) > AGENT_EXPECTED_PLAYERS_MAX
  ) {
    problems.expectedPlayers = 'players-invalid';
  }
  return problems;
}
