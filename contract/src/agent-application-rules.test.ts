import { describe, expect, it } from 'vitest';
import { agentApplicationProblems, type AgentApplicationFields } from './agent-application-rules';

const ok: AgentApplicationFields = {
  name: 'Ana Cruz',
  contact: '+63 917 555 0101',
  trafficSource: 'SOCIAL_MEDIA',
  trafficOther: '',
  expectedPlayers: '50',
};

describe('agentApplicationProblems', () => {
  it.each<[string, Partial<AgentApplicationFields>, ReturnType<typeof agentApplicationProblems>]>([
    ['a complete application', {}, {}],
    ['a blank name', { name: '   ' }, { name: 'name-required' }],
    ['a name too long', { name: 'a'.repeat(65) }, { name: 'name-too-long' }],
    ['no contact', { contact: '' }, { contact: 'contact-required' }],
    ['a contact too long', { contact: 'c'.repeat(129) }, { contact: 'contact-too-long' }],
    ['no source chosen', { trafficSource: '' }, { trafficSource: 'source-required' }],
    ['OTHER without its text', { trafficSource: 'OTHER' }, { trafficOther: 'other-required' }],
    ['OTHER with its text', { trafficSource: 'OTHER', trafficOther: 'My church group' }, {}],
    [
      'OTHER text too long',
      { trafficSource: 'OTHER', trafficOther: 'x'.repeat(201) },
      { trafficOther: 'other-too-long' },
    ],
    ['another source ignores the text', { trafficSource: 'WEBSITE', trafficOther: 'x'.repeat(500) }, {}],
    ['no expected players', { expectedPlayers: ' ' }, { expectedPlayers: 'players-required' }],
    ['zero players', { expectedPlayers: '0' }, { expectedPlayers: 'players-invalid' }],
    ['a fraction', { expectedPlayers: '2.5' }, { expectedPlayers: 'players-invalid' }],
    ['a negative number', { expectedPlayers: '-3' }, { expectedPlayers: 'players-invalid' }],
    ['more than a million', { expectedPlayers: '1000001' }, { expectedPlayers: 'players-invalid' }],
    ['exactly a million', { expectedPlayers: '1000000' }, {}],
  ])('%s', (_, change, expected) => {
    expect(agentApplicationProblems({ ...ok, ...change })).toEqual(expected);
  });
});
