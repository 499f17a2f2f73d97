// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, partOfKeys, STRINGS_PARTS } from './key-parts';
import EN from './locales/EN.json';

const PARTS = { money: ['features/money', 'features/deposit'] };

describe('partOfKeys: a key loads with a part when only that part’s folders name it', () => {
  it.each([
    ['named by a money screen only', "t('deposit_fee')", '', 'deposit_fee', 'money'],
    ['named by a money screen and a screen of the app', "t('retry')", "t('retry')", 'retry', 'app'],
    ['named by no module (made of server data)', "t('x')", '', 'error.wallet.limit', 'app'],
    ['a family whose head only money names', 't(`deposit_status_${s}`)', '', 'deposit_status_paid', 'money'],
    ['a family head in a call', "keyIn('deposit_kind_', kind)", '', 'deposit_kind_bank', 'money'],
    [
      'a family the app names by its head',
      "t('deposit_x')",
      "keyIn('error.', code)",
      'error.wallet.x',
      'app',
    ],
    [
      'a word that is not a family head names only itself',
      "t('deposit_fee')",
      "t('deposit')",
      'deposit_fee',
      'money',
    ],
    ['in double quotes', 't("deposit_fee")', '', 'deposit_fee', 'money'],
  ])('%s', (_rule, money, app, key, part) => {
    const sources = [
      { path: 'features/deposit/DepositForm.tsx', text: money },
      // A folder whose name starts as a part's does is not in it.
      { path: 'features/deposit-bonus/Other.tsx', text: '' },
      { path: 'features/home/HomePage.tsx', text: app },
    ];
    expect(partOfKeys([key], sources, PARTS).get(key)).toBe(part);
  });

  it('a module of a folder named like a part’s, but not below it, is the app’s', () => {
    const sources = [{ path: 'features/moneybox/Box.tsx', text: "t('deposit_fee')" }];
    expect(partOfKeys(['deposit_fee'], sources, PARTS).get('deposit_fee')).toBe('app');
  });
});

describe('the app’s strings in parts', () => {
  const owner = partOfKeys(Object.keys(EN), appSources(join(__dirname, '..')), STRINGS_PARTS);
  const inPart = (part: string) => Object.keys(EN).filter((key) => owner.get(key) === part);

  it('the money screens’ own words load with them, not in the first load', () => {
    expect(inPart('money')).toEqual(
      expect.arrayContaining(['deposit_account_number', 'withdraw_password_setup', 'payout_pix_key']),
    );
    expect(inPart('money').length).toBeGreaterThan(150);
  });

  it('the member’s rooms’ own words load with them, not in the first load', () => {
    const prefixes = ['reward_', 'mall_', 'mission_', 'invite_', 'agent_', 'feedback_', 'vip_'];
    const roomKeys = Object.keys(EN).filter((key) => prefixes.some((p) => key.startsWith(p)));
    expect(roomKeys.length).toBeGreaterThan(250);
    expect(roomKeys.filter((key) => owner.get(key) !== 'rooms')).toEqual([]);
  });

  it('what other screens show stays in the first load: the member page’s wallet links, server error texts', () => {
    expect(inPart('app')).toEqual(
      expect.arrayContaining(['payout_bound_title', 'page_withdraw', 'error.login.cred.err', 'retry']),
    );
  });

  it('the money calls’ error texts load with the money screens, which alone show them', () => {
    expect(inPart('money')).toEqual(
      expect.arrayContaining(['error.wallet.amount.below', 'error.wallet.password.locked']),
    );
  });
});
