import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentApplication, AgentStatus } from '@app/contract/referrals';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { AgentRegisterPage } from './AgentRegisterPage';

const APPLICATION: AgentApplication = {
  id: 3,
  status: 'PENDING',
  name: 'Ana Cruz',
  contact: 'ana@example.com',
  trafficSource: 'WEBSITE',
  trafficOther: '',
  expectedPlayers: 40,
  reason: null,
  createdAt: Date.UTC(2026, 10, 28, 9),
  decidedAt: null,
};

describe('the agent page', () => {
  it('a guest is asked to log in', () => {
    mockCalls();
    renderAt('/agentRegister', <AgentRegisterPage />);
    expect(screen.getByRole('heading', { name: 'Become an agent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('checks the form before sending, keeps what was typed on a failure, then shows the pending application', async () => {
    let status: AgentStatus = { agent: false, application: null };
    let attempts = 0;
    const api = mockCalls(
      {},
      {
        MCSFE_getAgentStatus: () => ok(status),
        MCSFE_submitAgentApplication: (request) => {
          attempts++;
          if (attempts === 1) return fail('server.error', 'Down for a moment');
          status = { agent: false, application: { ...APPLICATION, ...request, trafficOther: '' } };
          return ok(status);
        },
      },
    );
    renderAt('/agentRegister', <AgentRegisterPage />, { session: sessionFixture() });
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Choose where your players come from.')).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'MCSFE_submitAgentApplication')).toBe(false);

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Ana Cruz ' } });
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Website or blog' }));
    fireEvent.change(screen.getByLabelText('Expected players per month'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Down for a moment')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(' Ana Cruz ');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeTruthy();
    expect(api.calls.filter((c) => c.name === 'MCSFE_submitAgentApplication').map((c) => c.payload)).toEqual([
      {
        name: 'Ana Cruz',
        contact: 'ana@example.com',
        trafficSource: 'WEBSITE',
        trafficOther: '',
        expectedPlayers: 40,
      },
      {
        name: 'Ana Cruz',
        contact: 'ana@example.com',
        trafficSource: 'WEBSITE',
        trafficOther: '',
        expectedPlayers: 40,
      },
    ]);
  });

  it("shows a rejection's reason and applies again with what was sent", async () => {
    mockCalls(
      {},
      {
        MCSFE_getAgentStatus: ok({
          agent: false,
          application: { ...APPLICATION, status: 'REJECTED', reason: 'Add a phone number', decidedAt: 1 },
        }),
      },
    );
    renderAt('/agentRegister', <AgentRegisterPage />, { session: sessionFixture() });
    expect(await screen.findByText('Add a phone number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Cruz'),
    );
    expect((screen.getByRole('radio', { name: 'Website or blog' }) as HTMLInputElement).checked).toBe(true);
  });
});
