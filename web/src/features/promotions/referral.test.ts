// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  playerKind,
  referralEntryVisible,
  referralFacts,
  referralGate,
  type AvailablePromotions,
  type PlayerKind,
  type ReferralFacts,
  type ReferralGateOutcome,
} from './referral';

const referral = (enabled: boolean, personal: boolean | null): ReferralFacts => ({
  enabled,
  count: 1,
  personal,
});

describe('the kind of player (signed-in §1, §3)', () => {
  it.each<[string, { type: number } | null, PlayerKind]>([
    ['no session: a guest', null, 'guest'],
    ['type 0: a member', { type: 0 }, 'member'],
    ['type 1: an agent', { type: 1 }, 'agent'],
    ['type 2: an agent', { type: 2 }, 'agent'],
    ['type 4 (restricted): a member, kept only from chat and the language sync', { type: 4 }, 'member'],
    ['type -1 means not logged in: a guest', { type: -1 }, 'guest'],
    ['an unknown type means not logged in: a guest', { type: 9 }, 'guest'],
  ])('%s', (_, session, kind) => {
    expect(playerKind(session)).toBe(kind);
  });
});

describe('referralFacts: the answer of MCSFE_getMerchantAvailablePromotions as the rules read it', () => {
  const answer = (a: unknown) => a as AvailablePromotions;
  it.each<[string, unknown, ReferralFacts]>([
    [
      'global and personal',
      {
        APP_DOWNLOAD: { enabled: true, count: 1 },
        REFERRAL: { enabled: true, count: 3 },
        personal: { APP_DOWNLOAD: true, REFERRAL: false },
      },
      { enabled: true, count: 3, personal: false },
    ],
    [
      'a guest: personal is null',
      { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 }, personal: null },
      { enabled: false, count: 0, personal: null },
    ],
    [
      'a server that says nothing of REFERRAL: off',
      { APP_DOWNLOAD: { enabled: true, count: 1 } },
      { enabled: false, count: 0, personal: null },
    ],
    [
      'odd values read as off',
      { REFERRAL: { enabled: 'yes', count: -4 }, personal: { REFERRAL: 'yes' } },
      { enabled: false, count: 0, personal: null },
    ],
    [
      'a count that is not a number: 0',
      { REFERRAL: { enabled: true, count: 'many' } },
      { enabled: true, count: 0, personal: null },
    ],
  ])('%s', (_, value, facts) => {
    expect(referralFacts(answer(value))).toEqual(facts);
  });
});

describe('referralEntryVisible: the global promotion is enabled and the player is a guest, an agent, or has the personal promotion enabled', () => {
  it.each<[string, PlayerKind, ReferralFacts, boolean]>([
    ['a guest, global on: shown', 'guest', referral(true, null), true],
    ['a guest, global off: hidden', 'guest', referral(false, null), false],
    ['an agent, global on, personal off: shown', 'agent', referral(true, false), true],
    ['an agent, global off: hidden', 'agent', referral(false, true), false],
    ['a member, global and personal on: shown', 'member', referral(true, true), true],
    ['a member, personal off: hidden', 'member', referral(true, false), false],
    ['a member, personal not known: hidden', 'member', referral(true, null), false],
    ['a member, global off even with personal on: hidden', 'member', referral(false, true), false],
  ])('%s', (_, player, facts, shown) => {
    expect(referralEntryVisible(player, facts)).toBe(shown);
  });
});

describe('referralGate (signed-in §4 "Referral gate", §6)', () => {
  const inviteFriends: ReferralGateOutcome = { kind: 'navigate', to: '/inviteFriends' };
  const agentRegister: ReferralGateOutcome = { kind: 'navigate', to: '/agentRegister' };
  const customerService: ReferralGateOutcome = { kind: 'customerService' };
  const comingSoon: ReferralGateOutcome = { kind: 'comingSoon' };
  it.each<[string, PlayerKind, ReferralFacts | null, ReferralGateOutcome]>([
    ['a signed-in agent goes to /m/agentRegister', 'agent', referral(true, true), agentRegister],
    ['an agent goes there with referral off too', 'agent', referral(false, false), agentRegister],
    ['an agent goes there when the promotions are not known', 'agent', null, agentRegister],
    [
      'a member, enabled globally and personally: /m/inviteFriends',
      'member',
      referral(true, true),
      inviteFriends,
    ],
    [
      'a member, personally disabled: customer service opens',
      'member',
      referral(true, false),
      customerService,
    ],
    ['a member, globally disabled: customer service opens', 'member', referral(false, true), customerService],
    ['a member, personal not known: customer service opens', 'member', referral(true, null), customerService],
    ['a guest with referral disabled: the coming-soon prompt', 'guest', referral(false, null), comingSoon],
    ['a guest with referral enabled: the public referral page', 'guest', referral(true, null), inviteFriends],
    ['promotions not loaded: the link goes where it says (member)', 'member', null, inviteFriends],
    ['promotions not loaded: the link goes where it says (guest)', 'guest', null, inviteFriends],
  ])('%s', (_, player, facts, outcome) => {
    expect(referralGate(player, facts)).toEqual(outcome);
  });
});
