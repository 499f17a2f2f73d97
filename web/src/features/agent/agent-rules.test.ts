import { describe, expect, it } from 'vitest';
import type { AgentStatus } from '@app/contract/referrals';
import { agentView, formProblems, submitFailureKey } from './agent-rules';

const application = (status: 'PENDING' | 'APPROVED' | 'REJECTED'): AgentStatus['application'] => ({
  id: 1,
  status,
  name: 'Ana',
  contact: 'ana@example.com',
  trafficSource: 'WEBSITE',
  trafficOther: '',
  expectedPlayers: 10,
  reason: status === 'REJECTED' ? 'No phone' : null,
  createdAt: 1,
  decidedAt: status === 'PENDING' ? null : 2,
});

describe('agentView', () => {
  it.each<[string, AgentStatus, boolean, string]>([
    [
      'an agent, whatever the application',
      { agent: true, application: application('APPROVED') },
      false,
      'agent',
    ],
    ['an agent without one (type 2 made by staff)', { agent: true, application: null }, false, 'agent'],
    ['no application yet', { agent: false, application: null }, false, 'form'],
    ['a pending one', { agent: false, application: application('PENDING') }, false, 'pending'],
    [
      'a pending one, even when asking again',
      { agent: false, application: application('PENDING') },
      true,
      'pending',
    ],
    ['a rejected one', { agent: false, application: application('REJECTED') }, false, 'rejected'],
    ['a rejected one, applying again', { agent: false, application: application('REJECTED') }, true, 'form'],
    // Approved, but no longer an agent (staff changed the type back): the member may apply again.
    [
      'approved, type changed back since',
      { agent: false, application: application('APPROVED') },
      false,
      'form',
    ],
  ])('%s', (_, status, again, view) => {
    expect(agentView(status, again)).toBe(view);
  });
});

describe('formProblems', () => {
  it('names each field with a problem by its message key', () => {
    expect(
      formProblems({
        name: '',
        contact: 'x',
        trafficSource: 'OTHER',
        trafficOther: '',
        expectedPlayers: 'ten',
      }),
    ).toEqual({
      name: 'agent_error_name_required',
      trafficOther: 'agent_error_other_required',
      expectedPlayers: 'agent_error_players_invalid',
    });
    expect(
      formProblems({
        name: 'Ana',
        contact: 'x',
        trafficSource: 'WEBSITE',
        trafficOther: '',
        expectedPlayers: '5',
      }),
    ).toEqual({});
  });
});

describe('submitFailureKey', () => {
  it.each([
    ['agent.application.invalid', 'agent_error_invalid'],
    ['agent.already', 'agent_error_already'],
    ['server.error', null],
    [null, null],
  ])('%s → %s', (code, key) => {
    expect(submitFailureKey(code)).toBe(key);
  });
});
