import { agentApplicationProblems } from '@app/contract/agent-application-rules';
import { AGENT_MEMBER_TYPES } from '@app/contract/constants/member';
import { APPROVED_AGENT_TYPE } from '@app/contract/constants/referrals';
import { isAgent } from '@app/contract/member-type';
import type { AgentApplication, AgentStatus } from '@app/contract/referrals';
import type { AgentTrafficSource } from '@app/contract/constants/referrals';
import type { Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import { transact } from '../db/transaction';
import type { AgentApplicationsTable } from '../db/schema';
import type { MemberRow } from './members';
import { Refused } from './refused';

/**
 * Agent registration (signed-in §2 /m/agentRegister; §6: agents are types 1 and 2). A member applies once at a
 * time (the partial UNIQUE index on PENDING rows holds it, whatever runs in parallel); staff approve, which makes
 * the member type 1 in the same transaction, or reject with a reason, after which the member may apply again.
 */

/** Why an agent call is refused (the answers: routes/refusals.ts). */
export type AgentRefusal =
  | { reason: 'agent-application-invalid' }
  | { reason: 'agent-already' }
  /** Staff only: the application is not pending (decided already) or not the merchant's. */
  | { reason: 'agent-application-decided' };

type ApplicationRow = Selectable<AgentApplicationsTable>;

const applicationOf = (r: ApplicationRow): AgentApplication => ({
  id: r.id,
  status: r.status,
  name: r.name,
  contact: r.contact,
  trafficSource: r.traffic_source as AgentTrafficSource,
  trafficOther: r.traffic_other ?? '',
  expectedPlayers: r.expected_players,
  reason: r.reason,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

const latestApplication = (db: Db, memberId: number) =>
  db
    .selectFrom('agent_applications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** MCSFE_getAgentStatus: whether the member is an agent, and their latest application. */
export async function agentStatus(db: Db, member: Pick<MemberRow, 'id' | 'type'>): Promise<AgentStatus> {
  const row = await latestApplication(db, member.id);
  return { agent: isAgent(member.type), application: row ? applicationOf(row) : null };
}

export interface AgentApplicationInput {
  name: string;
  contact: string;
  trafficSource: AgentTrafficSource;
  trafficOther: string;
  expectedPlayers: number;
}

/**
 * MCSFE_submitAgentApplication: a PENDING application, checked with the page's rules. Idempotent: while one is
 * pending, sending again (a retry, a double tap, another tab) answers the pending one and stores nothing. Throws
 * Refused (AgentRefusal).
 */
export async function submitAgentApplication(
  db: Db,
  member: Pick<MemberRow, 'id' | 'merchant' | 'type'>,
  input: AgentApplicationInput,
  now: number,
): Promise<AgentStatus> {
  if (isAgent(member.type)) throw new Refused({ reason: 'agent-already' });
  const problems = agentApplicationProblems({ ...input, expectedPlayers: String(input.expectedPlayers) });
  if (Object.keys(problems).length) throw new Refused({ reason: 'agent-application-invalid' });
  try {
    await db
      .insertInto('agent_applications')
      .values({
        merchant: member.merchant,
        member_id: member.id,
        name: input.name.trim(),
        contact: input.contact.trim(),
        traffic_source: input.trafficSource,
        traffic_other: input.trafficSource === 'OTHER' ? input.trafficOther.trim() : null,
        expected_players: input.expectedPlayers,
        created_at: now,
      })
      .execute();
  } catch (err) {
    // One is pending already: the first one stands.
    if (!isUniqueViolation(err, 'member_id')) throw err;
  }
  return agentStatus(db, member);
}

export type AgentDecision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

/**
 * Staff's decision on a pending application (admin API, CLI). Approval makes the member an agent (type 1) in the
 * same transaction; a second decision, or one racing it, is refused (the conditional update decides). Throws
 * Refused (AgentRefusal).
 */
export async function decideAgentApplication(
  db: Db,
  merchant: string,
  id: number,
  decision: AgentDecision,
  now: number,
): Promise<AgentApplication> {
  return transact(db, async (trx) => {
    const row = await trx
      .updateTable('agent_applications')
      .set({
        status: decision.status,
        reason: decision.status === 'REJECTED' ? decision.reason : null,
        decided_at: now,
      })
      .where('id', '=', id)
      .where('merchant', '=', merchant)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Refused({ reason: 'agent-application-decided' });
    if (decision.status === 'APPROVED') {
      // An agent of type 2 stays one; any other member becomes type 1.
      await trx
        .updateTable('members')
        .set({ type: APPROVED_AGENT_TYPE })
        .where('id', '=', row.member_id)
        .where('type', 'not in', AGENT_MEMBER_TYPES)
        .execute();
    }
    return applicationOf(row);
  });
}

/** Staff's list of a merchant's applications, newest first, optionally of one status. */
export async function listAgentApplications(
  db: Db,
  q: { merchant: string; status?: AgentApplication['status']; limit: number },
) {
  let query = db
    .selectFrom('agent_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select(['m.username', 'm.type as member_type'])
    .where('a.merchant', '=', q.merchant);
  if (q.status) query = query.where('a.status', '=', q.status);
  const rows = await query.orderBy('a.id', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({
    ...applicationOf(r),
    memberId: r.member_id,
    username: r.username,
    memberType: r.member_type,
  }));
}
