import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_PROMPT_DELAY_MS } from '@app/contract/constants/install';
import {
  LAUNCH_SETTING_KEYS,
  type LaunchSettingKey,
  type LaunchSettings,
  type Toggle,
} from '@app/contract/settings';
import {
  downloadPromptRule,
  listedDomains,
  type DownloadPrompt,
  type DownloadPromptFacts,
} from './download-prompt-rule';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 12);

/** Every launch setting off: each row turns on what it is about. */
const allOff = (): LaunchSettings =>
  Object.fromEntries(
    LAUNCH_SETTING_KEYS.map((key) => [key, { enabled: false, value: '' }]),
  ) as LaunchSettings;

type Launch = Partial<Record<LaunchSettingKey, Toggle | string>>;

/** Facts of a member of type 0 in a plain browser, registered today, with nothing yet counted. */
const facts = (launch: Launch, rest: Partial<DownloadPromptFacts> = {}): DownloadPromptFacts => {
  const settings = allOff();
  settings.download_condition_switch = { enabled: true, value: '1' };
  for (const [key, toggle] of Object.entries(launch) as [LaunchSettingKey, Toggle | string][]) {
    settings[key] = typeof toggle === 'string' ? { enabled: true, value: toggle } : toggle;
  }
  return {
    launch: settings,
    device: 'BROWSER',
    installed: false,
    blocked: false,
    memberType: 0,
    regDate: NOW,
    counts: { deposits: 0, withdrawals: 0, cardsBound: 0 },
    path: '/home',
    host: 'www.demo-casino.example',
    now: NOW,
    onPathMs: 0,
    inGameDue: false,
    session: { forcedShown: false, skipped: [] },
    otherPromptOpen: false,
    ...rest,
  };
};

const counts = (deposits: number, withdrawals: number, cardsBound = 0) => ({
  deposits,
  withdrawals,
  cardsBound,
});
const closable = (trigger: DownloadPrompt['trigger']): DownloadPrompt => ({ trigger, closable: true });
const forced = (trigger: DownloadPrompt['trigger']): DownloadPrompt => ({ trigger, closable: false });

type Row = [string, DownloadPromptFacts, DownloadPrompt | null];

describe('downloadPromptRule: the download/add-to-home prompt rules (entry §4)', () => {
  describe('gates', () => {
    const shows = { first_deposit: '1' } satisfies Launch;
    const at = { path: '/voucherCenter' };
    it.each<Row>([
      ['a rule that holds shows its prompt', facts(shows, at), closable('first_deposit')],
      [
        'download_condition_switch off: nothing',
        facts({ ...shows, download_condition_switch: { enabled: false, value: '1' } }, at),
        null,
      ],
      [
        'another such modal open (the install prompt, the iOS guide): nothing',
        facts(shows, { ...at, otherPromptOpen: true }),
        null,
      ],
      ['inside the app: nothing', facts(shows, { ...at, device: 'APP' }), null],
      ['the installed web app (PWA): nothing', facts(shows, { ...at, device: 'PWA' }), null],
      ['the installed web clip: nothing', facts(shows, { ...at, device: 'WEBCLIP' }), null],
      [
        'installed in this session (the install counter is 99): nothing',
        facts(shows, { ...at, installed: true }),
        null,
      ],
      [
        'an iPad browser is not installed: shows',
        facts(shows, { ...at, device: 'IPAD' }),
        closable('first_deposit'),
      ],
      ['member type 1 (agent): shows', facts(shows, { ...at, memberType: 1 }), closable('first_deposit')],
      ['member type 2 (agent): shows', facts(shows, { ...at, memberType: 2 }), closable('first_deposit')],
      ['member type 4 (restricted): nothing', facts(shows, { ...at, memberType: 4 }), null],
      ['member type -1 (type not known yet): nothing', facts(shows, { ...at, memberType: -1 }), null],
      ['a guest: nothing', facts(shows, { ...at, memberType: null }), null],
      [
        'under maintenance or region restriction (beyond the spec): nothing',
        facts(shows, { ...at, blocked: true }),
        null,
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('domain gating: domains_switch 2 = not on the listed domains, 3 = only on them', () => {
    const on = (value: string, domains: string) => ({
      first_deposit: '1',
      domains_switch: value,
      domains,
    });
    const at = (host: string) => ({ path: '/voucherCenter', host });
    it.each<Row>([
      [
        '2 on a listed domain: nothing',
        facts(on('2', 'www.demo-casino.example'), at('www.demo-casino.example')),
        null,
      ],
      [
        '2 on another domain: shows',
        facts(on('2', 'www.demo-casino.example'), at('m.demo-casino.example')),
        closable('first_deposit'),
      ],
      [
        '3 on a listed domain: shows',
        facts(on('3', 'a.example, www.demo-casino.example'), at('www.demo-casino.example')),
        closable('first_deposit'),
      ],
      ['3 on another domain: nothing', facts(on('3', 'a.example'), at('www.demo-casino.example')), null],
      ['3 with no domains listed: nothing', facts(on('3', ''), at('www.demo-casino.example')), null],
      [
        'the host is compared without case',
        facts(on('2', 'WWW.Demo-Casino.example'), at('www.demo-casino.example')),
        null,
      ],
      [
        'domains_switch off: no gating',
        facts(
          { ...on('3', 'a.example'), domains_switch: { enabled: false, value: '3' } },
          at('www.demo-casino.example'),
        ),
        closable('first_deposit'),
      ],
      [
        'another value (1): no gating',
        facts(on('1', 'www.demo-casino.example'), at('www.demo-casino.example')),
        closable('first_deposit'),
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));

    it('a listed entry may carry a scheme, port or path, and entries are split on commas, semicolons or spaces', () => {
      expect(listedDomains('https://www.A.example:8443/m, b.example;c.example\nd.example')).toEqual([
        'www.a.example',
        'b.example',
        'c.example',
        'd.example',
      ]);
    });
  });

  describe('reg_days / reg_days_forced: the days since registration reach the number', () => {
    it.each<Row>([
      [
        'reg_days 7, registered 7 days ago: closable',
        facts({ reg_days: '7' }, { regDate: NOW - 7 * DAY }),
        closable('reg_days'),
      ],
      [
        'reg_days 7, registered 6 days 23 hours ago: nothing',
        facts({ reg_days: '7' }, { regDate: NOW - 7 * DAY + 3_600_000 }),
        null,
      ],
      [
        'reg_days_forced 30, registered 30 days ago: forced',
        facts({ reg_days_forced: '30' }, { regDate: NOW - 30 * DAY }),
        forced('reg_days_forced'),
      ],
      [
        'both reached: the forced one',
        facts({ reg_days: '7', reg_days_forced: '30' }, { regDate: NOW - 40 * DAY }),
        forced('reg_days_forced'),
      ],
      ['the registration date not known yet: nothing', facts({ reg_days: '0' }, { regDate: null }), null],
      [
        'reg_days off: nothing',
        facts({ reg_days: { enabled: false, value: '7' } }, { regDate: NOW - 9 * DAY }),
        null,
      ],
      [
        'a value that is not a number: nothing',
        facts({ reg_days: 'seven' }, { regDate: NOW - 9 * DAY }),
        null,
      ],
      [
        'on any route',
        facts({ reg_days: '7' }, { regDate: NOW - 7 * DAY, path: '/member/home' }),
        closable('reg_days'),
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('first_deposit: on /m/voucherCenter with 0 successful deposits; first_withdraw: on /m/withdraw with 0 successful withdrawals', () => {
    it.each<Row>([
      [
        'first_deposit on /voucherCenter with 0 deposits: closable',
        facts({ first_deposit: '1' }, { path: '/voucherCenter' }),
        closable('first_deposit'),
      ],
      [
        'first_deposit after a deposit: nothing',
        facts({ first_deposit: '1' }, { path: '/voucherCenter', counts: counts(1, 0) }),
        null,
      ],
      ['first_deposit on another route: nothing', facts({ first_deposit: '1' }, { path: '/withdraw' }), null],
      [
        'first_deposit before the counts are known: nothing',
        facts({ first_deposit: '1' }, { path: '/voucherCenter', counts: null }),
        null,
      ],
      [
        'first_withdraw on /withdraw with 0 withdrawals: closable',
        facts({ first_withdraw: '1' }, { path: '/withdraw' }),
        closable('first_withdraw'),
      ],
      [
        'first_withdraw after a withdrawal: nothing',
        facts({ first_withdraw: '1' }, { path: '/withdraw', counts: counts(3, 1) }),
        null,
      ],
      [
        'first_withdraw on another route: nothing',
        facts({ first_withdraw: '1' }, { path: '/voucherCenter' }),
        null,
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('bind_card: on the add-bank-card routes; value 1 = only when no card is bound, 2 = every time; never closable', () => {
    it.each<Row>([
      [
        '1 on /securityCenter/addBankCard with no card: forced',
        facts({ bind_card: '1' }, { path: '/securityCenter/addBankCard' }),
        forced('bind_card'),
      ],
      [
        '1 on /securityCenter/addBankCardPix with no card: forced',
        facts({ bind_card: '1' }, { path: '/securityCenter/addBankCardPix' }),
        forced('bind_card'),
      ],
      [
        '1 with a card bound: nothing',
        facts({ bind_card: '1' }, { path: '/securityCenter/addBankCard', counts: counts(0, 0, 1) }),
        null,
      ],
      [
        '1 before the counts are known: nothing',
        facts({ bind_card: '1' }, { path: '/securityCenter/addBankCard', counts: null }),
        null,
      ],
      [
        '2 with a card bound: forced',
        facts({ bind_card: '2' }, { path: '/securityCenter/addBankCard', counts: counts(0, 0, 2) }),
        forced('bind_card'),
      ],
      [
        '2 before the counts are known: forced',
        facts({ bind_card: '2' }, { path: '/securityCenter/addBankCard', counts: null }),
        forced('bind_card'),
      ],
      ['on another route: nothing', facts({ bind_card: '2' }, { path: '/withdraw' }), null],
      [
        'off: nothing',
        facts({ bind_card: { enabled: false, value: '2' } }, { path: '/securityCenter/addBankCard' }),
        null,
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('deposit_times, withdrawal_times and their _forced variants: the count reaches the number', () => {
    it.each<Row>([
      [
        'deposit_times 3 with 3 deposits: closable',
        facts({ deposit_times: '3' }, { counts: counts(3, 0) }),
        closable('deposit_times'),
      ],
      [
        'deposit_times 3 with 2 deposits: nothing',
        facts({ deposit_times: '3' }, { counts: counts(2, 0) }),
        null,
      ],
      [
        'deposit_times_forced 5 with 6 deposits: forced',
        facts({ deposit_times_forced: '5' }, { counts: counts(6, 0) }),
        forced('deposit_times_forced'),
      ],
      [
        'withdrawal_times 3 with 3 withdrawals: closable',
        facts({ withdrawal_times: '3' }, { counts: counts(0, 3) }),
        closable('withdrawal_times'),
      ],
      [
        'withdrawal_times 3 with 2 withdrawals: nothing',
        facts({ withdrawal_times: '3' }, { counts: counts(9, 2) }),
        null,
      ],
      [
        'withdrawal_times_forced 5 with 5 withdrawals: forced',
        facts({ withdrawal_times_forced: '5' }, { counts: counts(0, 5) }),
        forced('withdrawal_times_forced'),
      ],
      ['before the counts are known: nothing', facts({ deposit_times: '0' }, { counts: null }), null],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('deposit_least_times, withdrawal_least_times and their _forced variants: the count is below the number', () => {
    it.each<Row>([
      [
        'deposit_least_times 2 with 1 deposit: closable',
        facts({ deposit_least_times: '2' }, { counts: counts(1, 0) }),
        closable('deposit_least_times'),
      ],
      [
        'deposit_least_times 2 with 2 deposits: nothing',
        facts({ deposit_least_times: '2' }, { counts: counts(2, 0) }),
        null,
      ],
      [
        'deposit_least_times_forced 1 with 0 deposits: forced',
        facts({ deposit_least_times_forced: '1' }),
        forced('deposit_least_times_forced'),
      ],
      [
        'withdrawal_least_times 1 with 0 withdrawals: closable',
        facts({ withdrawal_least_times: '1' }),
        closable('withdrawal_least_times'),
      ],
      [
        'withdrawal_least_times 1 with 1 withdrawal: nothing',
        facts({ withdrawal_least_times: '1' }, { counts: counts(0, 1) }),
        null,
      ],
      [
        'withdrawal_least_times_forced 3 with 2 withdrawals: forced',
        facts({ withdrawal_least_times_forced: '3' }, { counts: counts(0, 2) }),
        forced('withdrawal_least_times_forced'),
      ],
      ['before the counts are known: nothing', facts({ deposit_least_times: '5' }, { counts: null }), null],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('in_game_popup_interval: N seconds after a game starts, cancelled when it ends', () => {
    it.each<Row>([
      [
        'the interval passed in a game: closable',
        facts({ in_game_popup_interval: '60' }, { inGameDue: true, path: '/launchGame' }),
        closable('in_game_popup_interval'),
      ],
      [
        'not yet (or the game ended): nothing',
        facts({ in_game_popup_interval: '60' }, { inGameDue: false, path: '/launchGame' }),
        null,
      ],
      [
        'off: nothing',
        facts({ in_game_popup_interval: { enabled: false, value: '60' } }, { inGameDue: true }),
        null,
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe("login_required: on the home, login and register paths, for a signed-in player, after 2 s; closable if the value is '1'", () => {
    const after = { onPathMs: LOGIN_REQUIRED_PROMPT_DELAY_MS };
    it.each<Row>([
      ["'1' on /home after 2 s: closable", facts({ login_required: '1' }, after), closable('login_required')],
      [
        "'2' on /home after 2 s: not closable",
        facts({ login_required: '2' }, after),
        forced('login_required'),
      ],
      [
        'before 2 s: nothing',
        facts({ login_required: '1' }, { onPathMs: LOGIN_REQUIRED_PROMPT_DELAY_MS - 1 }),
        null,
      ],
      ['on / (home)', facts({ login_required: '1' }, { ...after, path: '/' }), closable('login_required')],
      [
        'on /index.html (home)',
        facts({ login_required: '1' }, { ...after, path: '/index.html' }),
        closable('login_required'),
      ],
      ['on /login', facts({ login_required: '1' }, { ...after, path: '/login' }), closable('login_required')],
      [
        'on /register',
        facts({ login_required: '1' }, { ...after, path: '/register' }),
        closable('login_required'),
      ],
      ['on another path: nothing', facts({ login_required: '1' }, { ...after, path: '/member/home' }), null],
      ['a guest: nothing', facts({ login_required: '1' }, { ...after, memberType: null }), null],
      ['off: nothing', facts({ login_required: { enabled: false, value: '1' } }, after), null],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });

  describe('closability: the close button only where the rule allows; after a forced prompt, none; a closed trigger is skipped', () => {
    const both = { first_deposit: '1', deposit_least_times: '1' } satisfies Launch;
    it.each<Row>([
      [
        'once any forced prompt has shown in the session, a closable rule shows without its close button',
        facts(
          { first_deposit: '1' },
          { path: '/voucherCenter', session: { forcedShown: true, skipped: [] } },
        ),
        forced('first_deposit'),
      ],
      [
        'a trigger whose prompt was closed (its skip flag) does not show again',
        facts(
          { first_deposit: '1' },
          { path: '/voucherCenter', session: { forcedShown: false, skipped: ['first_deposit'] } },
        ),
        null,
      ],
      [
        'two rules hold: the route’s own first',
        facts(both, { path: '/voucherCenter' }),
        closable('first_deposit'),
      ],
      [
        'the first one skipped: the next one shows',
        facts(both, { path: '/voucherCenter', session: { forcedShown: false, skipped: ['first_deposit'] } }),
        closable('deposit_least_times'),
      ],
      [
        'a forced rule comes before a closable one',
        facts({ first_deposit: '1', deposit_least_times_forced: '1' }, { path: '/voucherCenter' }),
        forced('deposit_least_times_forced'),
      ],
      [
        'bind_card comes before the closable ones',
        facts({ bind_card: '1', deposit_least_times: '1' }, { path: '/securityCenter/addBankCard' }),
        forced('bind_card'),
      ],
    ])('%s', (_, f, expected) => expect(downloadPromptRule(f)).toEqual(expected));
  });
});
