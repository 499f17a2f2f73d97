/**
 * Admin CLI over the admin HTTP API: `npm run admin -w server -- <command>` (or `npm run admin -- ...` at the root).
 * Env: ADMIN_URL (default http://127.0.0.1:8080; the ADMIN_PORT when the server has one), ADMIN_TOKEN (default
 * dev-admin-token, accepted only by a demo-mode server).
 */
const HELP = `Usage: npm run admin -w server -- <command> [options]

Commands:
  settings get <merchant>                     print the merchant's settings
  settings patch <merchant> '<json>'          deep-merge a patch (objects merge, arrays replace)
  members create '<json>'                     create a member: {"username","password","type"?,"mobile"?,
                                              "email"?,"payeeName"?,"merchant"? (DEMO), ...}
  members get <username> [--merchant M]       a member with what its registration recorded
  members reg-date <username> <T> [--merchant M]  set the registration date; T: ISO date-time, ms, or
                                              <N>d (N days ago)
  members referral <username> on|off [--merchant M]  the member's own referral promotion
  banners get [--merchant M]                  the home banners
  banners set '<json>' [--merchant M]         replace them: a JSON array of banners, in order ([] clears)
  announcements get [--merchant M]            the announcements (category app_download: the download
                                              image popup's banners) and the categories
  announcements set '<json>' [--merchant M]   replace them: an array, or {"items":[...],"categories":[...]}
  activities get [--merchant M]               the activities, running or not
  activities set '<json>' [--merchant M]      replace them: a JSON array of activities, in order
  promotions set '<json>' [--merchant M]      {"appDownload":{"enabled","count"},"referral":{...}}
  games get [--merchant M]                    the game catalogue (the lanes: categories with their cards)
  games set '<json>' [--merchant M]           replace it: an array of {"title","gameClassify","cards":[...]}
  game-matches get|set '<json>' [--merchant M]  the matches: an array of {"matchId","title","startTime",
                                              "gameClassify"}
  game-launch-delay <ms> [--merchant M]       hold the demo game launch answers back (0 to 25000 ms)
  chat post <username> '<text>' [--merchant M]  an agent's chat message to the member (unread until the
                                              member opens the chat)
  chat get <username> [--merchant M]          the member's chat thread and unread count
  missions list [--merchant M]                the missions, enabled or not
  missions create '<json>' [--merchant M]     a mission: {"period" DAILY|WEEKLY,"metric" DEPOSIT_AMOUNT|
                                              DEPOSIT_COUNT|GAME_LAUNCHES|DAYS_SIGNED_IN|FRIENDS_INVITED,
                                              "target","reward" (minor units),"points","sortOrder"?}
  missions update <id> '<json>' [--merchant M]  change the fields given
  missions enable|disable <id> [--merchant M]  show or hide a mission (its claims stay)
  missions claims <username> [--merchant M]   the member's mission claims, newest first
  cs-scripts get [--merchant M]               the customer-service vendors' scripts (production)
  cs-scripts set '<json>' [--merchant M]      replace them: an array of {"csType","src"} (https)
  wallet get <username> [--merchant M]        the member's wallet as the withdrawal page reads it: counts,
                                              balance, limits, payout accounts (masked)
  wallet withdrawal <username> <amount> [--account ID] [--status PENDING|PAID] [--merchant M]
                                              a withdrawal staff record (minor units, from the balance, to
                                              the first payout account unless --account); PAID by default
  wallet bank-card <username> '<json>' [--merchant M]  bind a bank card: {"provider" (a bank code, or PIX
                                              with "pixKeyType"),"accountNumber","holderName"} (answered masked)
  wallet e-wallet|virtual-wallet <username> '<json>' [--merchant M]  the same with an e-wallet code / network
  withdrawals list [--status S] [--username U] [--merchant M]  withdrawals, newest first (S: PENDING, PAID
                                              or REJECTED); a pending one with the whole account number to pay
  withdrawals approve <id> [--merchant M]     mark a pending withdrawal paid
  withdrawals reject <id> '<reason>' [--merchant M]  give the held amount back; the player sees the reason
  referrals <username> [--merchant M]         the member's invite code, invitees (whether each deposited and
                                              was rewarded) and referral rewards
  agents list [--status S] [--merchant M]     agent applications, newest first (S: PENDING, APPROVED or
                                              REJECTED)
  agents approve <id> [--merchant M]          approve a pending application: the member becomes an agent
  agents reject <id> '<reason>' [--merchant M]  reject it; the member reads the reason and may apply again
  feedback list [--status S] [--page N] [--merchant M]  members' feedback, newest first (S: OPEN, REPLIED or
                                              CLOSED), with the member and the images' ids
  feedback show <id> [--merchant M]           one feedback
  feedback reply <id> '<text>' [--staff NAME] [--merchant M]  reply in plain text (REPLIED; the member reads
                                              it; a second reply replaces the first)
  feedback close <id> [--merchant M]          close it (no more replies)
  withdraw-password reset|unlock <username> [--merchant M]  reset: the member sets a new one; unlock: after
                                              too many wrong ones
  deposits list [--status S] [--username U] [--page N] [--merchant M]  deposits, newest first (S: PENDING,
                                              SUCCESS, FAILED or EXPIRED)
  deposits approve <id> [--merchant M]        credit a pending (or expired) deposit, once
  deposits reject <id> '<reason>' [--merchant M]  fail it; the player sees the reason
  deposit <username> <amount> [--note N] [--merchant M]  record a deposit, credited at once (amount in minor
                                              units: 10000 is 100.00)
  adjust <username> <amount> '<note>' [--merchant M]  correct the balance by a signed amount in minor units
                                              (refused below 0)
  ledger <username> [--merchant M]            the member's wallet, the ledger's sums and its entries
  mall items [--merchant M]                   the point mall's items, active or not
  mall item-add '<json>' [--merchant M]       an item: {"kind" BONUS|FREE_SPINS|PHYSICAL,"title","cost"
                                              (points),"stock"? (null: unlimited),"bonusAmount" (BONUS, minor
                                              units) | "spins"+"gameCode" (FREE_SPINS),"description"?,
                                              "imageUrl"?,"active"?,"sortOrder"?}
  mall item-set <id> '<json>' [--merchant M]  change an item's fields (stock, active, cost, ...)
  mall redemptions [--status S] [--username U] [--merchant M]  redemptions, newest first (S: CREDITED,
                                              GRANTED, AWAITING_SHIPMENT, SHIPPED or CANCELLED)
  mall ship <id> '<tracking note>' [--merchant M]  mark a redemption awaiting shipment shipped
  mall cancel <id> [--merchant M]             cancel a redemption awaiting shipment: its points and one of
                                              the stock come back
  points <username> [--merchant M]            the member's points, their entries' sum and the entries
  points <username> <points> '<note>' [--merchant M]  correct the member's points (signed; refused below 0)
  turnover <username> <amount> [--game CODE] [--reference R] [--at T] [--merchant M]  a bet the game
                                              provider's feed reports (minor units); a reference counts once;
                                              T: when it was played (as reg-date's), default now
  rewards <username> [--merchant M]           the member's reward claims and bonus locks (with the turnover
                                              still to play)
  deposit-channel <code> '<json>' [--merchant M]  change a deposit channel: {"enabled","minAmount",...}
  vip levels [--merchant M]                   the VIP levels: what reaching each takes and what it gives
  vip levels-set '<json>' [--merchant M]      replace them: {"levels":[{"level","name","goals","benefits"}]}
  vip get <username> [--merchant M]           the member's VIP level and the goals of the level above
  vip set <username> <level> [--merchant M]   set the member's VIP level; the level-up bonuses of the levels
                                              passed are credited, once per member and level ever
  vip review [--merchant M]                   promote every member to the highest VIP level their records
                                              reach (never down)
  sessions revoke <username> [--merchant M]   revoke every session of a member and drop every social or
                                              phone identity bound to it
  identities list <username> [--merchant M]   the social and phone identities bound to a member
  identities remove <username> <id>|--all [--merchant M]  remove one bound identity (its id from the list),
                                              or all of them
  verified-ips clear <username> [--merchant M]  forget the member's verified IPs (two-factor again)
  throttle reset                              clear failed-login counters
  sms-outbox [--mobile N] [--merchant M]      SMS codes, newest first
  captchas [--merchant M]                     plain captcha answers, newest first (demo mode)
  events [--type tracking|error|vital] [--merchant M]  tracking events, error reports and Web Vitals, newest first
  vitals [--since MS] [--merchant M]          Web Vitals p50/p75/p95 per route and metric (default: 7 days)
  push-tokens [--merchant M] [--username U]   push tokens (their start), member and topics, newest first
  maintenance on|off [--merchant M]           switch maintenance (default merchant DEMO)
  region on|off [--until T] [--merchant M]    switch region restriction; --until: the end time its notice
                                              shows (ISO date-time or ms; "none" clears it)
  region block-ips <ip,cidr,...|none> [--merchant M]  replace the blocked IPs and ranges
  audit                                       admin changes (who, when, what), newest first
  --help                                      this text

Env: ADMIN_URL (default http://127.0.0.1:8080; with ADMIN_PORT set on the server, http://127.0.0.1:<ADMIN_PORT>),
     ADMIN_TOKEN (default dev-admin-token, which only a demo-mode server accepts).`;

interface Parsed {
  positional: string[];
  flags: Record<string, string>;
}

export function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        flags[name] = next;
        i++;
      } else flags[name] = 'true';
    } else positional.push(arg);
  }
  return { positional, flags };
}

export interface AdminRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

class UsageError extends Error {}

function parseJson(text: string | undefined, what: string): unknown {
  if (!text) throw new UsageError(`${what}: JSON argument missing`);
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${what}: not valid JSON`);
  }
}

const onOff = (value: string | undefined): boolean => {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError('expected on or off');
};

/** An end time as the settings keep it (ms): an ISO date-time or ms, or "none". */
const endTime = (value: string): number | null => {
  if (value === 'none') return null;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new UsageError(`not a time: ${value}`);
  return ms;
};

/** The region commands: `on`/`off` (with an optional end time), `block-ips <list>`. */
const regionPatch = (sub: string | undefined, arg: string | undefined, until: string | undefined) => {
  if (sub === 'block-ips') {
    if (!arg) throw new UsageError('block-ips: a comma-separated list of IPs and ranges, or none');
    return { blockedIps: arg === 'none' ? [] : arg.split(',').map((ip) => ip.trim()) };
  }
  return { enabled: onOff(sub), ...(until === undefined ? {} : { endTime: endTime(until) }) };
};

const DAY_MS = 86_400_000;

/** A past time as the member's regDate (ms): an ISO date-time, ms, or <N>d for N days before now. */
const pastTime = (value: string | undefined): number => {
  const days = /^(\d+)d$/.exec(value ?? '')?.[1];
  if (days !== undefined) return Date.now() - Number(days) * DAY_MS;
  const ms = value === undefined ? null : endTime(value);
  if (ms === null) throw new UsageError('reg-date: a time (ISO, ms or <N>d)');
  return ms;
};

/** The payout account commands' paths under /admin/members/:username/. */
const PAYOUT_PATHS: Record<string, string> = {
  'bank-card': 'bank-cards',
  'e-wallet': 'e-wallets',
  'virtual-wallet': 'virtual-wallets',
};

const walletRequest = (
  sub: string | undefined,
  username: string,
  arg: string | undefined,
  flags: Record<string, string>,
  suffix: string,
): AdminRequest | undefined => {
  const member = `/admin/members/${encodeURIComponent(username)}`;
  if (sub === 'get') return { method: 'GET', path: `${member}/wallet${suffix}` };
  if (sub === 'withdrawal') {
    const { account, status } = flags;
    if (account !== undefined && !/^\d+$/.test(account)) {
      throw new UsageError('--account: a payout account id (wallet get lists them)');
    }
    const body = {
      amount: minorUnits(arg, 'withdrawal'),
      ...(account === undefined ? {} : { accountId: Number(account) }),
      ...(status === undefined ? {} : { status: status.toUpperCase() }),
    };
    return { method: 'POST', path: `${member}/withdrawals${suffix}`, body };
  }
  const path = sub !== undefined && Object.hasOwn(PAYOUT_PATHS, sub) ? PAYOUT_PATHS[sub] : undefined;
  if (!path) return undefined;
  return { method: 'POST', path: `${member}/${path}${suffix}`, body: parseJson(arg, sub ?? 'wallet') };
};

/**
 * The staff commands of what waits for staff: `deposits|withdrawals list|approve|reject` (the player reads a
 * rejection's reason).
 */
const settlementRequest = (
  resource: 'deposits' | 'withdrawals' | 'agent-applications',
  sub: string | undefined,
  id: string | undefined,
  reason: string | undefined,
  flags: Record<string, string>,
): AdminRequest | undefined => {
  const merchant = flags.merchant ?? 'DEMO';
  if (sub === 'list') {
    const q = { merchant, status: flags.status?.toUpperCase(), username: flags.username, page: flags.page };
    return { method: 'GET', path: `/admin/${resource}${query(q)}` };
  }
  const path = id && `/admin/${resource}/${encodeURIComponent(id)}`;
  if (path && sub === 'approve') return { method: 'POST', path: `${path}/approve${query({ merchant })}` };
  if (path && sub === 'reject') {
    if (!reason) throw new UsageError(`${resource} reject: the reason (the player reads it)`);
    return { method: 'POST', path: `${path}/reject${query({ merchant })}`, body: { reason } };
  }
  return undefined;
};

/** Minor units as a command line gives them: a whole number, signed only where `signed`. */
const minorUnits = (value: string | undefined, what: string, signed = false): number => {
  if (value === undefined || !(signed ? /^-?\d+$/ : /^\d+$/).test(value)) {
    throw new UsageError(
      `${what}: a whole number of minor units (10000 is 100.00)${signed ? ', signed' : ''}`,
    );
  }
  return Number(value);
};

/**
 * A home content list (banners, announcements, activities): `get`, or `set` with an array of items or the whole
 * body.
 */
const homeListRequest = (
  list: string,
  sub: string | undefined,
  json: string | undefined,
  merchant: string,
): AdminRequest | undefined => {
  const path = `/admin/merchants/${encodeURIComponent(merchant)}/${list}`;
  if (sub === 'get') return { method: 'GET', path };
  if (sub !== 'set') return undefined;
  const body = parseJson(json, list);
  return { method: 'PUT', path, body: Array.isArray(body) ? { items: body } : body };
};

/** The missions commands (admin/missions.ts): list, create, update, enable, disable, a member's claims. */
const missionsRequest = (
  sub: string | undefined,
  arg: string | undefined,
  json: string | undefined,
  merchant: string,
): AdminRequest | undefined => {
  const suffix = query({ merchant });
  if (sub === 'list') return { method: 'GET', path: `/admin/missions${suffix}` };
  if (sub === 'create') {
    return { method: 'POST', path: `/admin/missions${suffix}`, body: parseJson(arg, 'missions create') };
  }
  if (sub === 'claims' && arg) {
    return { method: 'GET', path: `/admin/members/${encodeURIComponent(arg)}/mission-claims${suffix}` };
  }
  if (sub !== 'update' && sub !== 'enable' && sub !== 'disable') return undefined;
  if (!arg || !/^\d+$/.test(arg)) throw new UsageError(`missions ${sub}: the mission's id (missions list)`);
  const path = `/admin/missions/${arg}${suffix}`;
  const body = sub === 'update' ? parseJson(json, 'missions update') : { enabled: sub === 'enable' };
  return { method: 'PUT', path, body };
};

const query = (params: Record<string, string | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The VIP commands (admin/vip.ts): the merchant's levels, read or replaced; a member's level, read or set; the review. */
const vipRequest = (
  sub: string | undefined,
  arg: string | undefined,
  level: string | undefined,
  merchant: string,
): AdminRequest | undefined => {
  const levels = `/admin/merchants/${encodeURIComponent(merchant)}/vip-levels`;
  if (sub === 'levels') return { method: 'GET', path: levels };
  if (sub === 'levels-set') return { method: 'PUT', path: levels, body: parseJson(arg, 'vip levels-set') };
  if (sub === 'review') {
    return { method: 'POST', path: `/admin/merchants/${encodeURIComponent(merchant)}/vip-review` };
  }
  if (!arg || (sub !== 'get' && sub !== 'set')) return undefined;
  const path = `/admin/members/${encodeURIComponent(arg)}/vip${query({ merchant })}`;
  if (sub === 'get') return { method: 'GET', path };
  if (!level || !/^\d+$/.test(level)) throw new UsageError('vip set: the level, a whole number (vip levels)');
  return { method: 'PUT', path, body: { level: Number(level) } };
};

/** The point mall commands (admin/mall.ts): items, redemptions, shipping and cancelling. */
const mallRequest = (
  sub: string | undefined,
  arg: string | undefined,
  json: string | undefined,
  flags: Record<string, string>,
): AdminRequest | undefined => {
  const merchant = flags.merchant ?? 'DEMO';
  const suffix = query({ merchant });
  if (sub === 'items') return { method: 'GET', path: `/admin/mall/items${suffix}` };
  if (sub === 'item-add') {
    return { method: 'POST', path: `/admin/mall/items${suffix}`, body: parseJson(arg, 'mall item-add') };
  }
  if (sub === 'redemptions') {
    const q = { merchant, status: flags.status?.toUpperCase(), username: flags.username };
    return { method: 'GET', path: `/admin/mall/redemptions${query(q)}` };
  }
  if (sub === 'item-set') {
    if (!arg || !/^\d+$/.test(arg)) throw new UsageError("mall item-set: the item's id (mall items)");
    return {
      method: 'PUT',
      path: `/admin/mall/items/${arg}${suffix}`,
      body: parseJson(json, 'mall item-set'),
    };
  }
  const path = arg && `/admin/mall/redemptions/${encodeURIComponent(arg)}`;
  if (path && sub === 'ship') {
    if (!json) throw new UsageError('mall ship: the tracking note (the player reads it)');
    return { method: 'POST', path: `${path}/ship${suffix}`, body: { trackingNote: json } };
  }
  if (path && sub === 'cancel') return { method: 'POST', path: `${path}/cancel${suffix}` };
  return undefined;
};

/** `points <username>` reads the member's points; with a signed number and a note it corrects them. */
const pointsRequest = (
  username: string,
  points: string | undefined,
  note: string | undefined,
  merchant: string,
): AdminRequest => {
  const path = `/admin/members/${encodeURIComponent(username)}/points${query({ merchant })}`;
  if (points === undefined) return { method: 'GET', path };
  if (!/^-?\d+$/.test(points)) throw new UsageError('points: a whole number of points, signed');
  if (!note) throw new UsageError('points: the note (why the points change)');
  return { method: 'POST', path, body: { points: Number(points), note } };
};

/** `feedback list|show|reply|close`: the members' feedback and staff's replies (admin/feedback.ts). */
const feedbackRequest = (
  sub: string | undefined,
  id: string | undefined,
  text: string | undefined,
  flags: Record<string, string>,
): AdminRequest | undefined => {
  const merchant = flags.merchant ?? 'DEMO';
  if (sub === 'list') {
    return {
      method: 'GET',
      path: `/admin/feedback${query({ merchant, status: flags.status?.toUpperCase(), page: flags.page })}`,
    };
  }
  if (!id) return undefined;
  const path = `/admin/feedback/${encodeURIComponent(id)}`;
  if (sub === 'show') return { method: 'GET', path: `${path}${query({ merchant })}` };
  if (sub === 'close') return { method: 'POST', path: `${path}/close${query({ merchant })}` };
  if (sub !== 'reply') return undefined;
  if (!text) throw new UsageError('feedback reply: the reply text');
  const body = { reply: text, ...(flags.staff === undefined ? {} : { staff: flags.staff }) };
  return { method: 'POST', path: `${path}/reply${query({ merchant })}`, body };
};

/** Maps a command line to one admin API request. */
export function toRequest({ positional, flags }: Parsed): AdminRequest {
  const [command, sub, arg1, arg2] = positional;
  const merchant = flags.merchant ?? 'DEMO';
  const enc = encodeURIComponent;
  switch (command) {
    case 'settings':
      if (sub === 'get' && arg1) return { method: 'GET', path: `/admin/merchants/${enc(arg1)}/settings` };
      if (sub === 'patch' && arg1) {
        return {
          method: 'PATCH',
          path: `/admin/merchants/${enc(arg1)}/settings`,
          body: parseJson(arg2, 'patch'),
        };
      }
      break;
    case 'members':
      if (sub === 'create')
        return { method: 'POST', path: '/admin/members', body: parseJson(arg1, 'member') };
      if (sub === 'get' && arg1)
        return { method: 'GET', path: `/admin/members/${enc(arg1)}${query({ merchant })}` };
      if (sub === 'reg-date' && arg1) {
        return {
          method: 'PATCH',
          path: `/admin/members/${enc(arg1)}${query({ merchant })}`,
          body: { regDate: pastTime(arg2) },
        };
      }
      if (sub === 'referral' && arg1) {
        return {
          method: 'PATCH',
          path: `/admin/members/${enc(arg1)}${query({ merchant })}`,
          body: { referralEnabled: onOff(arg2) },
        };
      }
      break;
    case 'wallet': {
      const walletReq = arg1 && walletRequest(sub, arg1, arg2, flags, query({ merchant }));
      if (walletReq) return walletReq;
      break;
    }
    case 'deposits':
    case 'withdrawals': {
      const settlementReq = settlementRequest(command, sub, arg1, arg2, flags);
      if (settlementReq) return settlementReq;
      break;
    }
    case 'agents': {
      const settlementReq = settlementRequest('agent-applications', sub, arg1, arg2, flags);
      if (settlementReq) return settlementReq;
      break;
    }
    case 'feedback': {
      const feedbackReq = feedbackRequest(sub, arg1, arg2, flags);
      if (feedbackReq) return feedbackReq;
      break;
    }
    case 'referrals':
      if (sub) return { method: 'GET', path: `/admin/members/${enc(sub)}/referrals${query({ merchant })}` };
      break;
    case 'withdraw-password': {
      const path = arg1 && `/admin/members/${enc(arg1)}/withdraw-password`;
      if (path && sub === 'reset') return { method: 'DELETE', path: `${path}${query({ merchant })}` };
      if (path && sub === 'unlock') return { method: 'POST', path: `${path}/unlock${query({ merchant })}` };
      break;
    }
    case 'deposit':
      if (sub) {
        return {
          method: 'POST',
          path: `/admin/members/${enc(sub)}/deposits${query({ merchant })}`,
          body: { amount: minorUnits(arg1, 'deposit'), ...(flags.note ? { note: flags.note } : {}) },
        };
      }
      break;
    case 'adjust':
      if (sub) {
        if (!arg2) throw new UsageError('adjust: the note (why the balance changes)');
        return {
          method: 'POST',
          path: `/admin/members/${enc(sub)}/adjustments${query({ merchant })}`,
          body: { amount: minorUnits(arg1, 'adjust', true), note: arg2 },
        };
      }
      break;
    case 'mall': {
      const mallReq = mallRequest(sub, arg1, arg2, flags);
      if (mallReq) return mallReq;
      break;
    }
    case 'points':
      if (sub) return pointsRequest(sub, arg1, arg2, merchant);
      break;
    case 'ledger':
      if (sub) return { method: 'GET', path: `/admin/members/${enc(sub)}/ledger${query({ merchant })}` };
      break;
    case 'turnover':
      if (sub) {
        return {
          method: 'POST',
          path: `/admin/members/${enc(sub)}/turnover${query({ merchant })}`,
          body: {
            amount: minorUnits(arg1, 'turnover'),
            ...(flags.game ? { gameCode: flags.game } : {}),
            ...(flags.reference ? { reference: flags.reference } : {}),
            ...(flags.at ? { playedAt: pastTime(flags.at) } : {}),
          },
        };
      }
      break;
    case 'rewards':
      if (sub) return { method: 'GET', path: `/admin/members/${enc(sub)}/rewards${query({ merchant })}` };
      break;
    case 'deposit-channel':
      if (sub) {
        return {
          method: 'PATCH',
          path: `/admin/merchants/${enc(merchant)}/wallet/channels/${enc(sub)}`,
          body: parseJson(arg1, 'deposit-channel'),
        };
      }
      break;
    case 'banners':
    case 'announcements':
    case 'activities': {
      const listReq = homeListRequest(command, sub, arg1, merchant);
      if (listReq) return listReq;
      break;
    }
    case 'game-matches': {
      const listReq = homeListRequest(command, sub, arg1, merchant);
      if (listReq) return listReq;
      break;
    }
    case 'games': {
      const path = `/admin/merchants/${enc(merchant)}/games`;
      if (sub === 'get') return { method: 'GET', path };
      if (sub !== 'set') break;
      const body = parseJson(arg1, 'games');
      return { method: 'PUT', path, body: Array.isArray(body) ? { categories: body } : body };
    }
    case 'game-launch-delay':
      if (sub !== undefined && /^\d+$/.test(sub)) {
        return {
          method: 'PUT',
          path: `/admin/merchants/${enc(merchant)}/demo-games`,
          body: { launchDelayMs: Number(sub) },
        };
      }
      break;
    case 'chat': {
      const path = arg1 && `/admin/members/${enc(arg1)}/chat-messages${query({ merchant })}`;
      if (path && sub === 'get') return { method: 'GET', path };
      if (path && sub === 'post') {
        if (!arg2) throw new UsageError('chat post: the text');
        return { method: 'POST', path, body: { text: arg2 } };
      }
      break;
    }
    case 'missions': {
      const request = missionsRequest(sub, arg1, arg2, merchant);
      if (request) return request;
      break;
    }
    case 'cs-scripts': {
      const path = `/admin/merchants/${enc(merchant)}/customer-service-scripts`;
      if (sub === 'get') return { method: 'GET', path };
      if (sub !== 'set') break;
      const body = parseJson(arg1, 'cs-scripts');
      return { method: 'PUT', path, body: Array.isArray(body) ? { scripts: body } : body };
    }
    case 'promotions':
      if (sub === 'set') {
        return {
          method: 'PUT',
          path: `/admin/merchants/${enc(merchant)}/promotions`,
          body: parseJson(arg1, 'promotions'),
        };
      }
      break;
    case 'vip': {
      const request = vipRequest(sub, arg1, arg2, merchant);
      if (request) return request;
      break;
    }
    case 'sessions':
      if (sub === 'revoke' && arg1) {
        return { method: 'POST', path: `/admin/members/${enc(arg1)}/revoke-sessions${query({ merchant })}` };
      }
      break;
    case 'identities': {
      const path = arg1 && `/admin/members/${enc(arg1)}/identities`;
      if (path && sub === 'list') return { method: 'GET', path: `${path}${query({ merchant })}` };
      if (path && sub === 'remove' && (arg2 || flags.all === 'true')) {
        const one = arg2 ? `/${enc(arg2)}` : '';
        return { method: 'DELETE', path: `${path}${one}${query({ merchant })}` };
      }
      break;
    }
    case 'verified-ips':
      if (sub === 'clear' && arg1) {
        return { method: 'DELETE', path: `/admin/members/${enc(arg1)}/verified-ips${query({ merchant })}` };
      }
      break;
    case 'throttle':
      if (sub === 'reset') return { method: 'DELETE', path: '/admin/login-attempts' };
      break;
    case 'sms-outbox':
      return {
        method: 'GET',
        path: `/admin/sms-outbox${query({ mobileNum: flags.mobile, merchant: flags.merchant })}`,
      };
    case 'captchas':
      return { method: 'GET', path: `/admin/captchas${query({ merchant: flags.merchant })}` };
    case 'audit':
      return { method: 'GET', path: '/admin/audit' };
    case 'events':
      return { method: 'GET', path: `/admin/events${query({ type: flags.type, merchant: flags.merchant })}` };
    case 'vitals':
      return {
        method: 'GET',
        path: `/admin/vitals${query({ since: flags.since, merchant: flags.merchant })}`,
      };
    case 'push-tokens':
      return {
        method: 'GET',
        path: `/admin/push-tokens${query({ merchant: flags.merchant, username: flags.username })}`,
      };
    case 'maintenance':
      return {
        method: 'PATCH',
        path: `/admin/merchants/${enc(merchant)}/settings`,
        body: { maintenance: { enabled: onOff(sub) } },
      };
    case 'region':
      return {
        method: 'PATCH',
        path: `/admin/merchants/${enc(merchant)}/settings`,
        body: { regionRestriction: regionPatch(sub, arg1, flags.until) },
      };
  }
  throw new UsageError(`unknown command: ${positional.join(' ') || '(none)'}`);
}

async function run(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.flags.help || parsed.positional.length === 0) {
    console.log(HELP);
    return 0;
  }
  let req: AdminRequest;
  try {
    req = toRequest(parsed);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${HELP}`);
      return 2;
    }
    throw err;
  }
  const base = (process.env.ADMIN_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const token = process.env.ADMIN_TOKEN || 'dev-admin-token';
  const res = await fetch(base + req.path, {
    method: req.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  let out: unknown = text;
  try {
    out = JSON.parse(text);
  } catch {
    // not JSON: print as is
  }
  console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2));
  return res.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('cli.ts')) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
