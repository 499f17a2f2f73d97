import type { AgentApplication, AgentStatus, ReferralSummary } from '@app/contract/referrals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
const PASSWORD = 'Refer@2026';

beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const relay = <T>(name: string, body: unknown, token?: string) =>
  s.post<T>(`/wps/relay/${name}`, body, token ? { authorization: token } : {});

describe('the referral relays', () => {
  it('counts a guest opening a link, without a session; the summary needs one', async () => {
    const token = await s.loginNewMember('ref_inviter', PASSWORD);
    const summary = await relay<ReferralSummary>('MCSFE_getReferralSummary', {}, token);
    expect(summary.body).toMatchObject({
      success: true,
      value: { switches: { merchant: true, member: true } },
    });
    const code = summary.body.value.inviteCode;

    const open = await relay('MCSFE_recordReferralOpen', { code, visitorId: 'visitor-0123456789ab' });
    expect(open.body).toMatchObject({ success: true, value: null });
    const bad = await relay('MCSFE_recordReferralOpen', { code, visitorId: 'x' });
    expect(bad.status).toBe(400);
    expect((await relay('MCSFE_getReferralSummary', {})).status).toBe(401);
    const after = await relay<ReferralSummary>('MCSFE_getReferralSummary', {}, token);
    expect(after.body.value.figures).toMatchObject({ invited: 1, registered: 0 });
  });

  it('answers a claim for no invitee with referral.reward.unavailable, never a 5xx', async () => {
    const token = await s.loginNewMember('ref_claimer', PASSWORD);
    const claim = await relay('MCSFE_claimReferralReward', { inviteeId: 999 }, token);
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ success: false, errorCode: 'referral.reward.unavailable' });
    expect((await relay('MCSFE_claimReferralReward', { inviteeId: -1 }, token)).status).toBe(400);
  });
});

describe('agent applications through the relays and the admin API', () => {
  it('a member applies; staff approve once: the member is type 1', async () => {
    const token = await s.loginNewMember('agent_hopeful', PASSWORD);
    const application = {
      name: 'Ana Cruz',
      contact: 'ana@example.com',
      trafficSource: 'WEBSITE',
      expectedPlayers: 12,
    };
    const invalid = await relay('MCSFE_submitAgentApplication', { ...application, name: ' ' }, token);
    expect(invalid.body).toMatchObject({ success: false, errorCode: 'agent.application.invalid' });
    const sent = await relay<AgentStatus>('MCSFE_submitAgentApplication', application, token);
    expect(sent.body.value).toMatchObject({
      agent: false,
      application: { status: 'PENDING', trafficOther: '' },
    });

    const list = await s.admin<(AgentApplication & { username: string })[]>(
      'GET',
      '/admin/agent-applications?status=PENDING',
    );
    const id = list.body.value.find((a) => a.username === 'agent_hopeful')?.id;
    expect((await s.admin('POST', `/admin/agent-applications/${id}/approve`)).body.success).toBe(true);
    const again = await s.admin('POST', `/admin/agent-applications/${id}/reject`, { reason: 'late' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('agent.application.decided');
    expect((await s.admin<{ type: number }>('GET', '/admin/members/agent_hopeful')).body.value.type).toBe(1);

    const status = await relay<AgentStatus>('MCSFE_getAgentStatus', {}, token);
    expect(status.body.value).toMatchObject({ agent: true, application: { status: 'APPROVED' } });
    const refused = await relay('MCSFE_submitAgentApplication', application, token);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'agent.already' });
  });

  it("lists a member's referrals for staff", async () => {
    await s.loginNewMember('ref_staffview', PASSWORD);
    const answer = await s.admin<{ inviteCode: string; invitees: unknown[] }>(
      'GET',
      '/admin/members/ref_staffview/referrals',
    );
    expect(answer.body.value.inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(answer.body.value.invitees).toEqual([]);
  });
});
