import { defaultVipSettings } from '@app/contract/default-vip';
import { vipSettingsSchema, type VipLevel } from '@app/contract/vip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { addMember, merchantDb } from '../testing/member-db';
import { ledgerSums, walletOf } from './ledger';
import { findMemberById } from './members';
import {
  goalProgress,
  loadVipFacts,
  reachableLevel,
  reviewVipLevel,
  setVipLevel,
  vipStanding,
  type VipFacts,
} from './vip';

const { levels } = defaultVipSettings();
const level = (n: number): VipLevel => levels[n]!;
const facts: VipFacts = {
  rankLevel: 0,
  labelName: null,
  labelId: null,
  daysSinceRegistration: 0,
  signIns: 0,
  hasContact: false,
  depositTotal: 0,
};

describe('goalProgress: each goal counted from the facts, met at its target', () => {
  it.each([
    [
      'days since registration, one short',
      { kind: 'DAYS_REGISTERED', days: 30 },
      { daysSinceRegistration: 29 },
      29,
      30,
      false,
    ],
    [
      'days since registration, reached',
      { kind: 'DAYS_REGISTERED', days: 30 },
      { daysSinceRegistration: 30 },
      30,
      30,
      true,
    ],
    ['sign-ins beyond the target', { kind: 'SIGN_INS', count: 3 }, { signIns: 7 }, 7, 3, true],
    ['no contact on the account', { kind: 'CONTACT' }, {}, 0, 1, false],
    ['a mobile or an email', { kind: 'CONTACT' }, { hasContact: true }, 1, 1, true],
    [
      'deposits in minor units, a centavo short',
      { kind: 'DEPOSIT_TOTAL', amount: 5_000_00 },
      { depositTotal: 4_999_99 },
      4_999_99,
      5_000_00,
      false,
    ],
  ] as const)('%s', (_rule, goal, f, current, target, met) => {
    expect(goalProgress(goal, { ...facts, ...f })).toEqual({ kind: goal.kind, current, target, met });
  });
});

describe("vipStanding: the member's level and the goals of the level above", () => {
  it('no label: level 0 under its own name, working toward level 1', () => {
    expect(vipStanding(levels, facts)).toEqual({
      level: 0,
      labelName: 'Member',
      next: [
        { kind: 'SIGN_INS', current: 0, target: 3, met: false },
        { kind: 'CONTACT', current: 0, target: 1, met: false },
      ],
    });
  });

  it('a label keeps its own name; the top level has nothing above; a label above the top counts as the top', () => {
    expect(vipStanding(levels, { ...facts, rankLevel: 2, labelName: 'Gold club' })).toMatchObject({
      level: 2,
      labelName: 'Gold club',
    });
    expect(vipStanding(levels, { ...facts, rankLevel: 5 }).next).toEqual([]);
    expect(vipStanding(levels, { ...facts, rankLevel: 12 })).toEqual({
      level: 5,
      labelName: 'Diamond',
      next: [],
    });
  });
});

describe('reachableLevel: the highest level the records reach, through every level below it', () => {
  const climber = { daysSinceRegistration: 100, signIns: 70, hasContact: true, depositTotal: 60_000_00 };
  it.each([
    ['nothing met: their own level', {}, 0],
    ['Bronze met (3 sign-ins, a contact)', { signIns: 3, hasContact: true }, 1],
    ['Gold met from level 0: every level on the way', climber, 3],
    ["Gold's goals met but not Bronze's (no contact): level 0", { ...climber, hasContact: false }, 0],
    ['already above what the records reach: their own level', { rankLevel: 4 }, 4],
    ['a label above the top: the top', { rankLevel: 9 }, 5],
  ] as const)('%s', (_rule, f, level) => {
    expect(reachableLevel(levels, { ...facts, ...f })).toBe(level);
  });
});

describe('the levels as settings: 0, 1, … in order, level 0 asks for nothing, no kind twice', () => {
  it.each([
    ['the demo levels', levels, true],
    ['a gap in the numbering', [level(0), level(2)], false],
    ['level 0 with a goal', [{ ...level(0), goals: [{ kind: 'CONTACT' }] }], false],
    [
      'a goal kind twice',
      [level(0), { ...level(1), goals: [{ kind: 'CONTACT' }, { kind: 'CONTACT' }] }],
      false,
    ],
    ['no level at all', [], false],
  ])('%s', (_rule, list, valid) => {
    expect(vipSettingsSchema.safeParse({ levels: list }).success).toBe(valid);
  });
});

describe('the member in the database (a SQLite file, or PostgreSQL)', () => {
  const NOW = 1_800_000_000_000;
  let db: Db;
  let memberId: number;
  beforeEach(async () => {
    db = await merchantDb('file');
    memberId = await addMember(db, 'vip_one', {
      reg_date: NOW - 40 * 86_400_000 - 1,
      email: 'one@example.com',
    });
  });
  afterEach(() => db.destroy());

  const deposit = (amount: number, status: 'SUCCESS' | 'PENDING' | 'FAILED', n: number) =>
    db
      .insertInto('deposits')
      .values({
        public_id: `D${n}`,
        merchant: 'DEMO',
        member_id: memberId,
        channel_code: 'GCASH',
        channel_kind: 'ONLINE',
        channel_name: 'GCash',
        amount_minor: amount,
        status,
        reference: `R${n}`,
        created_at: NOW,
        expires_at: NOW,
      })
      .execute();
  const member = async () => (await findMemberById(db, memberId))!;

  it('loadVipFacts: whole days since registration, a contact, only successful deposits summed', async () => {
    await deposit(300_00, 'SUCCESS', 1);
    await deposit(1_250_50, 'SUCCESS', 2);
    await deposit(9_000_00, 'PENDING', 3);
    await deposit(7_000_00, 'FAILED', 4);
    expect(await loadVipFacts(db, await member(), NOW)).toEqual({
      ...facts,
      daysSinceRegistration: 40,
      hasContact: true,
      depositTotal: 1_550_50,
    });
  });

  it('setVipLevel: the label of the level, and each level-up bonus passed on the ledger, once ever', async () => {
    const up = await setVipLevel(db, memberId, levels, level(2), NOW);
    expect(up).toEqual({
      from: 0,
      level: 2,
      clubLabel: { labelName: 'Silver', labelId: 'VIP2', type: 'STAFF', rankLevel: 2 },
      bonuses: [
        { level: 1, amount: 50_00 },
        { level: 2, amount: 200_00 },
      ],
    });
    expect((await loadVipFacts(db, await member(), NOW)).rankLevel).toBe(2);
    // Down to level 0 (no label), then up again past levels whose bonus was had: only level 3's is new.
    expect(await setVipLevel(db, memberId, levels, level(0), NOW)).toMatchObject({
      from: 2,
      clubLabel: null,
      bonuses: [],
    });
    expect((await member()).club_label).toBeNull();
    expect((await setVipLevel(db, memberId, levels, level(3), NOW)).bonuses).toEqual([
      { level: 3, amount: 1_000_00 },
    ]);
    const sums = await ledgerSums(db, memberId);
    expect(sums).toEqual({ balance: 1_250_00, held: 0 });
    expect(await walletOf(db, memberId)).toEqual(sums);
  });

  it('20 reviews at once promote once: the records reach Silver, both bonuses credited once', async () => {
    await deposit(5_000_00, 'SUCCESS', 1);
    await db.updateTable('members').set({ archived_sign_ins: 20 }).where('id', '=', memberId).execute();
    const m = await member();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => reviewVipLevel(db, m, levels, NOW)));
    expect(outcomes.filter((o) => o !== null)).toEqual([
      {
        from: 0,
        level: 2,
        clubLabel: { labelName: 'Silver', labelId: 'VIP2', type: 'STAFF', rankLevel: 2 },
        bonuses: [
          { level: 1, amount: 50_00 },
          { level: 2, amount: 200_00 },
        ],
      },
    ]);
    expect(await walletOf(db, memberId)).toEqual({ balance: 250_00, held: 0 });
  });

  it('20 promotions to one level at once credit its bonuses once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => setVipLevel(db, memberId, levels, level(2), NOW)),
    );
    expect(outcomes.flatMap((o) => o.bonuses)).toEqual([
      { level: 1, amount: 50_00 },
      { level: 2, amount: 200_00 },
    ]);
    expect(await walletOf(db, memberId)).toEqual({ balance: 250_00, held: 0 });
    const entries = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(entries.map((e) => [e.kind, e.amount_minor])).toEqual([
      ['BONUS', 50_00],
      ['BONUS', 200_00],
    ]);
  });
});
