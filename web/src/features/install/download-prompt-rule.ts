import type { LaunchSettingKey, LaunchSettings, Toggle } from '@app/contract/settings';
import { isValidMember } from '@app/contract/member-type';
import { LOGIN_REQUIRED_PROMPT_DELAY_MS } from '@app/contract/constants/install';
import { isAppMode } from '../../lib/app-mode';
import type { DeviceKind } from '../../lib/device';

/** The launch settings that show the download popup (entry §4 "Download/add-to-home prompt rules"). */
export const DOWNLOAD_TRIGGERS = [
  'reg_days',
  'reg_days_forced',
  'first_deposit',
  'first_withdraw',
  'bind_card',
  'deposit_times',
  'deposit_times_forced',
  'withdrawal_times',
  'withdrawal_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
  'in_game_popup_interval',
  'login_required',
] as const satisfies readonly LaunchSettingKey[];
export type DownloadTrigger = (typeof DOWNLOAD_TRIGGERS)[number];

export const isDownloadTrigger = (value: unknown): value is DownloadTrigger =>
  (DOWNLOAD_TRIGGERS as readonly unknown[]).includes(value);

/** What the balance call says (MCSFE_getWithdrawAccountInfo), as the rules count it. */
export interface AccountCounts {
  /** totalDepositSuccessCount */
  deposits: number;
  /** totalWithdrawSuccessCount */
  withdrawals: number;
  /**
   * The cards bound: the bank cards, virtual wallets and e-wallets the balance lists (fullBankCardList,
   * fullVirtualWalletList, fullEWalletList). The spec says "cards"; any withdrawal account counts, since the
   * add-bank-card routes are where each of them is bound.
   */
  cardsBound: number;
}

/** The session flags of the prompts (prompt-session.ts). */
export interface PromptSessionFlags {
  /** A forced prompt has shown in this session: every later one is shown without its close button. */
  forcedShown: boolean;
  /** The triggers whose prompt the player closed in this session (the skip flags). */
  skipped: readonly DownloadTrigger[];
}

export interface DownloadPromptFacts {
  launch: LaunchSettings;
  device: DeviceKind;
  /** The web app is installed (the install counter is 99: install-counter.ts). */
  installed: boolean;
  /** Beyond the spec: maintenance or a region restriction replaces the app (its notice); nothing shows over it. */
  blocked: boolean;
  /** The signed-in member's type; null for a guest. */
  memberType: number | null;
  /** Member info's regDate (ms); null until it is known. */
  regDate: number | null;
  /** null until the balance call has answered. */
  counts: AccountCounts | null;
  /** The path inside /m ('/voucherCenter'). */
  path: string;
  /** location.hostname */
  host: string;
  now: number;
  /** How long the member has been signed in on this path (login_required waits 2 s). */
  onPathMs: number;
  /** in_game_popup_interval's N seconds have passed since the game started, and it has not ended. */
  inGameDue: boolean;
  session: PromptSessionFlags;
  /** Another download or add-to-home modal is open or waiting (the install prompt, the iOS guide). */
  otherPromptOpen: boolean;
}

export interface DownloadPrompt {
  trigger: DownloadTrigger;
  /** The close button (continue in browser) shows. */
  closable: boolean;
}

const DAY_MS = 86_400_000;

/** The add-bank-card routes (entry §2). */
export const ADD_BANK_CARD_PATHS: ReadonlySet<string> = new Set([
  '/securityCenter/addBankCard',
  '/securityCenter/addBankCardPix',
]);

/** login_required's paths: home (entry §2: the root counts as home), login and register. */
export const LOGIN_REQUIRED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/index',
  '/index.html',
  '/login',
  '/register',
  '/register.html',
]);

/** A toggle's value as a whole number, or null when it is off or not a number. */
export const toggleNumber = (toggle: Toggle | undefined): number | null => {
  if (!toggle?.enabled || !/^\s*\d+\s*$/.test(toggle.value)) return null;
  return Number(toggle.value);
};

const on = (toggle: Toggle | undefined): boolean => toggle?.enabled === true;

/**
 * The `domains` list: entries split on commas, semicolons or white space, each reduced to its host name (a
 * scheme, port or path written with it is dropped), lower case.
 */
export const listedDomains = (value: string): string[] =>
  value
    .split(/[\s,;]+/)
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
        .replace(/[/:?#].*$/, ''),
    )
    .filter(Boolean);

/**
 * Domain gating: domains_switch value 2 = not shown on the listed `domains`, value 3 = shown only on them (the
 * host compared whole, case-insensitively). Any other value, or the switch off, gates nothing.
 */
const domainAllows = (launch: LaunchSettings, host: string): boolean => {
  const gate = launch.domains_switch;
  if (!on(gate) || (gate.value !== '2' && gate.value !== '3')) return true;
  const listed = on(launch.domains) ? listedDomains(launch.domains.value) : [];
  const isListed = listed.includes(host.toLowerCase());
  return gate.value === '2' ? !isListed : isListed;
};

const daysSinceRegistration = (f: DownloadPromptFacts): number | null =>
  f.regDate === null ? null : Math.floor((f.now - f.regDate) / DAY_MS);

/**
 * The rules of a number, each closable or forced (its `_forced` variant): the days since registration reach it
 * (reg_days); the successful deposits or withdrawals reach it (deposit_times, withdrawal_times) or are below it
 * (deposit_least_times, withdrawal_least_times). Unknown facts hold nothing.
 */
const NUMBER_RULES: readonly [
  DownloadTrigger,
  DownloadTrigger,
  (f: DownloadPromptFacts, n: number) => boolean,
][] = [
  ['reg_days', 'reg_days_forced', (f, n) => (daysSinceRegistration(f) ?? -1) >= n],
  ['deposit_times', 'deposit_times_forced', (f, n) => f.counts !== null && f.counts.deposits >= n],
  ['withdrawal_times', 'withdrawal_times_forced', (f, n) => f.counts !== null && f.counts.withdrawals >= n],
  ['deposit_least_times', 'deposit_least_times_forced', (f, n) => f.counts !== null && f.counts.deposits < n],
  [
    'withdrawal_least_times',
    'withdrawal_least_times_forced',
    (f, n) => f.counts !== null && f.counts.withdrawals < n,
  ],
];

/**
 * The triggers that hold now with their own closability, most binding first: the forced ones (anywhere),
 * bind_card (never closable), the route's own (first_deposit, first_withdraw), the closable ones, then those of
 * a moment (in game, after signing in).
 */
function heldTriggers(f: DownloadPromptFacts): DownloadPrompt[] {
  const { launch, counts } = f;
  const holds = (trigger: DownloadTrigger, rule: (f: DownloadPromptFacts, n: number) => boolean) => {
    const n = toggleNumber(launch[trigger]);
    return n !== null && rule(f, n);
  };
  const bindCard = toggleNumber(launch.bind_card);
  return [
    ...NUMBER_RULES.filter(([, forced, rule]) => holds(forced, rule)).map(([, trigger]) => ({
      trigger,
      closable: false,
    })),
    ...(ADD_BANK_CARD_PATHS.has(f.path) && (bindCard === 2 || (bindCard === 1 && counts?.cardsBound === 0))
      ? [{ trigger: 'bind_card' as const, closable: false }]
      : []),
    ...(on(launch.first_deposit) && f.path === '/voucherCenter' && counts?.deposits === 0
      ? [{ trigger: 'first_deposit' as const, closable: true }]
      : []),
    ...(on(launch.first_withdraw) && f.path === '/withdraw' && counts?.withdrawals === 0
      ? [{ trigger: 'first_withdraw' as const, closable: true }]
      : []),
    ...NUMBER_RULES.filter(([trigger, , rule]) => holds(trigger, rule)).map(([trigger]) => ({
      trigger,
      closable: true,
    })),
    ...(f.inGameDue && toggleNumber(launch.in_game_popup_interval) !== null
      ? [{ trigger: 'in_game_popup_interval' as const, closable: true }]
      : []),
    ...(on(launch.login_required) &&
    LOGIN_REQUIRED_PATHS.has(f.path) &&
    f.onPathMs >= LOGIN_REQUIRED_PROMPT_DELAY_MS
      ? [{ trigger: 'login_required' as const, closable: launch.login_required.value === '1' }]
      : []),
  ];
}

/**
 * Whether the download popup shows now, for which trigger, and whether it can be closed (entry §4 "Download/
 * add-to-home prompt rules"). Gates: download_condition_switch on, no other such modal open, the app
 * not installed and not in-app, member types 0, 1, 2 only, the domain allowed. A trigger the player closed in
 * this session (its skip flag) does not show again; once a forced prompt has shown, every later one is shown
 * without its close button.
 */
export function downloadPromptRule(f: DownloadPromptFacts): DownloadPrompt | null {
  if (!on(f.launch.download_condition_switch)) return null;
  if (f.otherPromptOpen || f.blocked) return null;
  if (f.installed || isAppMode(f.device)) return null;
  if (!isValidMember(f.memberType)) return null;
  if (!domainAllows(f.launch, f.host)) return null;
  const shown = heldTriggers(f).find((c) => !f.session.skipped.includes(c.trigger));
  if (!shown) return null;
  return { trigger: shown.trigger, closable: shown.closable && !f.session.forcedShown };
}
