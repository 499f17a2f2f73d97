import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { merchantDb } from '../testing/member-db';
import {
  agentStatus,
  decideAgentApplication,
  listAgentApplications,
  submitAgentApplication,
  type AgentApplicationInput,
} from './agents';
import { findMemberById, insertMember, type MemberRow } from './members';
import { Refused } from './refused';

const NOW = 1_700_000_000_000;
const APPLICATION: AgentApplicationInput = {
  name: ' Ana Cruz ',
  contact: 'ana@example.com',
  trafficSource: 'SOCIAL_MEDIA',
  trafficOther: 'ignored unless OTHER',
  expectedPlayers: 40,
};

describe('agent applications (a SQLite file, or PostgreSQL)', () => {
  let db: Db;
  let member: MemberRow;
  const reload = async () => (await findMemberById(db, member.id)) as MemberRow;

  beforeEach(async () => {
    db = await merchantDb('file');
    member = await insertMember(db, { merchant: 'DEMO', username: 'would_be', passwordHash: 'x' }, NOW);
  });
  afterEach(() => db.destroy());

  it('20 parallel submissions make one pending application, each answered with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitAgentApplication(db, member, { ...APPLICATION, expectedPlayers: i + 1 }, NOW),
      ),
    );
    const ids = new Set(answers.map((a) => a.application?.id));
    expect(ids.size).toBe(1);
    expect(await db.selectFrom('agent_applications').selectAll().execute()).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      agent: false,
      application: { status: 'PENDING', name: 'Ana Cruz', trafficOther: '', reason: null },
    });
  });

  it('approval makes the member an agent (type 1) once; a second decision is refused', async () => {
    const { application } = await submitAgentApplication(db, member, APPLICATION, NOW);
    const id = application?.id ?? 0;
    const outcomes = await Promise.allSettled([
      decideAgentApplication(db, 'DEMO', id, { status: 'APPROVED' }, NOW + 1),
      decideAgentApplication(db, 'DEMO', id, { status: 'REJECTED', reason: 'late' }, NOW + 1),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const approved = (await reload()).type === 1;
    const status = await agentStatus(db, await reload());
    expect(status.agent).toBe(approved);
    expect(status.application?.status).toBe(approved ? 'APPROVED' : 'REJECTED');
    await expect(decideAgentApplication(db, 'DEMO', id, { status: 'APPROVED' }, NOW)).rejects.toEqual(
      new Refused({ reason: 'agent-application-decided' }),
    );
    // Another merchant's staff cannot decide it.
    const next = await submitAgentApplication(db, await reload(), APPLICATION, NOW).catch((e: unknown) => e);
    if (!approved) {
      const nextId = (next as { application: { id: number } }).application.id;
      await expect(decideAgentApplication(db, 'OTHER', nextId, { status: 'APPROVED' }, NOW)).rejects.toEqual(
        new Refused({ reason: 'agent-application-decided' }),
      );
    } else {
      expect(next).toEqual(new Refused({ reason: 'agent-already' }));
    }
  });

  it('a rejection keeps its reason and lets the member apply again', async () => {
    const first = await submitAgentApplication(db, member, APPLICATION, NOW);
    await decideAgentApplication(
      db,
      'DEMO',
      first.application?.id ?? 0,
      { status: 'REJECTED', reason: 'Please give a phone number.' },
      NOW + 1,
    );
    expect((await agentStatus(db, member)).application).toMatchObject({
      status: 'REJECTED',
      reason: 'Please give a phone number.',
      decidedAt: NOW + 1,
    });
    expect((await reload()).type).toBe(0);
    const again = await submitAgentApplication(
      db,
      member,
      { ...APPLICATION, trafficSource: 'OTHER', trafficOther: 'Church group' },
      NOW + 2,
    );
    expect(again.application).toMatchObject({ status: 'PENDING', trafficOther: 'Church group' });
    expect(again.application?.id).not.toBe(first.application?.id);
    const list = await listAgentApplications(db, { merchant: 'DEMO', limit: 10 });
    expect(list.map((a) => [a.status, a.username])).toEqual([
      ['PENDING', 'would_be'],
      ['REJECTED', 'would_be'],
    ]);
    expect(await listAgentApplications(db, { merchant: 'DEMO', status: 'REJECTED', limit: 10 })).toHaveLength(
      1,
    );
  });

  it('refuses an application that breaks the rules, and one from an agent', async () => {
    await expect(submitAgentApplication(db, member, { ...APPLICATION, name: '  ' }, NOW)).rejects.toEqual(
      new Refused({ reason: 'agent-application-invalid' }),
    );
    await expect(
      submitAgentApplication(db, member, { ...APPLICATION, trafficSource: 'OTHER', trafficOther: '' }, NOW),
    ).rejects.toEqual(new Refused({ reason: 'agent-application-invalid' }));
    await expect(
      submitAgentApplication(db, member, { ...APPLICATION, expectedPlayers: 0 }, NOW),
    ).rejects.toEqual(new Refused({ reason: 'agent-application-invalid' }));
    await db.updateTable('members').set({ type: 2 }).where('id', '=', member.id).execute();
    await expect(submitAgentApplication(db, await reload(), APPLICATION, NOW)).rejects.toEqual(
      new Refused({ reason: 'agent-already' }),
    );
    expect(await agentStatus(db, await reload())).toEqual({ agent: true, application: null });
  });
});
