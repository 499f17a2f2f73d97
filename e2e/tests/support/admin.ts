import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type {
  DepositChannelSetting,
  DepositRecord,
  PayoutAccount,
  WithdrawAccountInfo,
  WithdrawalRecord,
} from '@app/contract/wallet';
import { encryptLikeClient } from '../../../server/src/testing/client-encrypt';
import { ADMIN_TOKEN, BASE_URL, MERCHANT } from './constants';

/** The admin API answers in the envelope of every /wps call. */
interface Envelope<T> {
  success: boolean;
  message: string | null;
  errorCode: string | null;
  value: T | null;
}

export interface Member {
  username: string;
  password: string;
  type: number;
}

export interface PlainCaptcha {
  key: string;
  answer: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface SmsMessage {
  mobileNum: string;
  code?: string;
  text?: string;
  [key: string]: unknown;
}

/** A member as the admin API reads it, with what its registration recorded. */
export interface MemberRecord {
  id: number;
  username: string;
  type: number;
  mobile: string | null;
  /** Epoch ms of the registration (setRegDate changes it). */
  regDate: number;
  passwordIsDefault: boolean;
  /** The member's server-side language (POST /wps/member/language). */
  language: string;
  /** The member's own referral promotion (MCSFE_getMerchantAvailablePromotions' personal REFERRAL). */
  referralEnabled: boolean;
  registration: {
    registerMethod: string | null;
    registerUrl: string | null;
    domain: string | null;
    originalDomain: string | null;
    affiliateCode: string | null;
    referralCode: string | null;
    pixelTrack: Record<string, string> | null;
    adAttribution: Record<string, string> | null;
    loginDeviceId: string | null;
    officialAppLogin: boolean;
  };
}

/** A push token as the admin view lists it (never the whole token). */
export interface PushTokenRecord {
  tokenStart: string;
  memberId: number | null;
  username: string | null;
  topics: string[];
  createdAt: number;
  updatedAt: number;
}

/** A member's wallet as MCSFE_getWithdrawAccountInfo answers it; payout accounts masked, never whole. */
export type Wallet = WithdrawAccountInfo;

/** A deposit as staff list it: the player's record with the member, the reference, the payer, whether it came late. */
export type StaffDeposit = DepositRecord & {
  username: string;
  reference: string;
  payerName: string | null;
  late: boolean;
};

/** A withdrawal as staff list it: the member's, and while pending the whole account number to pay to. */
export type StaffWithdrawal = WithdrawalRecord & { username: string; payoutAccountNumber: string | null };

export type Settings = {
  /** Server-only: the default password of mobile registration without the mobile-password option. */
  defaultMobilePassword: string;
  public: { register: { [key: string]: unknown }; [key: string]: unknown };
  [key: string]: unknown;
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A username no other test (or device project, or earlier run) uses: the prefix, then random
 * letters and digits, within the contract's rule /^[a-z][a-z0-9_]{3,15}$/.
 */
export function uniqueUsername(prefix = 'e2e'): string {
  const head =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 6) || 'u';
  const bytes = randomBytes(16);
  let tail = '';
  for (let i = 0; tail.length < 16 - head.length; i++) tail += ALPHABET[bytes[i % 16]! % ALPHABET.length];
  return (/^[a-z]/.test(head) ? head : `u${head}`).concat(tail).slice(0, 16);
}

/** A password that satisfies the contract's rule (letters and digits, 6 to 20 characters). */
export function uniquePassword(): string {
  return `Pw${randomBytes(4).toString('hex')}7`;
}

async function unwrap<T>(what: string, response: APIResponse): Promise<T> {
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(
      `admin ${what}: HTTP ${response.status()} with a body that is not JSON: ${text.slice(0, 300)}`,
    );
  }
  if (!response.ok() || !body.success) {
    throw new Error(
      `admin ${what}: HTTP ${response.status()} ${body.errorCode ?? ''} ${body.message ?? ''}`.trim(),
    );
  }
  return body.value as T;
}

/** A home banner as the admin API takes it (contract/src/relay.ts bannerSchema). */
export interface AdminBanner {
  id: string;
  title: string;
  imageUrl: string;
  width: number;
  height: number;
  linkageType: 'P' | 'URL' | 'G';
  linkage: string;
  gameType?: string;
  vendor?: string;
  nodeId?: string;
  roomId?: string;
  groupName?: string;
  url?: string;
  openInNewWindow?: boolean;
}

/** An announcement as the admin API takes it (contract/src/relay.ts popupItemSchema, with its category). */
export interface AdminAnnouncement {
  id: string;
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F';
  promotionType: string;
  forceRead?: boolean;
  /** app_download: a banner of the download image popup (with imageUrl); else the announcement popup's. */
  category?: string;
  imageUrl?: string;
}

/** An activity as the admin API takes it (contract/src/relay.ts activitySchema). */
export interface AdminActivity {
  id: string;
  title: string;
  summary: string;
  imageUrl: string;
  width: number;
  height: number;
  startTime: number | null;
  endTime: number | null;
  rules: string;
  action: { redirect: string; externalLink?: string; label?: string } | null;
}

/** A game card as the admin API takes it (contract/src/relay.ts gameCardSchema). */
export interface AdminGameCard {
  /** RNG and PVP (TCG), LOTT (Vietnam lottery), SEA_LOTT (its SEA variant), FISH, SPORTS... */
  accountTypeName: string;
  displayName: string;
  gameCode: string;
  gameId: string;
  nodeId: string;
  /** A path of the site (/wps/images/games/<name>.webp) or an https URL. */
  imageUrl: string;
  vendor: string;
  prizeMode?: string;
  trial?: boolean;
  hasMatches?: boolean;
}

/** A category of the game catalogue as the admin API takes and answers it. */
export interface AdminGameCategory {
  title: string;
  gameClassify: string;
  cards: AdminGameCard[];
  /** In answers only: the number of cards. */
  gameCount?: number;
}

/** A match as the admin API takes it. */
export interface AdminGameMatch {
  matchId: string;
  title: string;
  startTime: number;
  gameClassify: string;
}

/** A stored event (GET /admin/events): a tracking event, an error report or a Web Vital, with its payload. */
export interface StoredEvent {
  id: number;
  merchant: string;
  type: string;
  name: string | null;
  payload: Record<string, unknown>;
  ip: string;
  createdAt: number;
}

/** One route's percentiles of one metric (GET /admin/vitals, server/src/services/vitals.ts). */
export interface VitalSummary {
  route: string;
  metric: 'LCP' | 'INP' | 'CLS';
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/** The admin API of the e2e server, through Playwright's request context. */
/** A merchant's own country and money (DEMO's, the Philippines in pesos, when left out). */
export interface MerchantCountry {
  countryCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'prefix' | 'suffix';
}

export class Admin {
  constructor(
    private readonly api: APIRequestContext,
    readonly merchant = MERCHANT,
    /** Where the app of this merchant is served: the e2e server for DEMO, a host of its own for a copy. */
    readonly origin = BASE_URL,
  ) {}

  /**
   * A merchant of the test's own: DEMO's settings with the patch deep-merged, served at
   * http://<code>.localhost:<port> (Chromium resolves *.localhost to this machine). Tests that change
   * settings use one, so that tests running in parallel do not see each other's settings.
   */
  async createMerchant(settings: Record<string, unknown> = {}, country?: MerchantCountry): Promise<Admin> {
    const code = `M${randomBytes(5).toString('hex').toUpperCase()}`;
    const origin = new URL(BASE_URL);
    origin.hostname = `${code.toLowerCase()}.localhost`;
    const patch = { ...settings, domains: [{ domainName: origin.origin }] };
    await unwrap(
      `create merchant ${code}`,
      await this.api.post('/admin/merchants', { data: { code, settings: patch, country } }),
    );
    return new Admin(this.api, code, origin.origin);
  }

  static async open(baseURL = BASE_URL): Promise<Admin> {
    const api = await request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    return new Admin(api);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }

  /**
   * One admin API request, its envelope's value answered (a refusal throws): what a room's own support module
   * (e2e/tests/support/<room>.ts) builds its staff steps on.
   */
  async send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await this.api.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    return unwrap<T>(`${method} ${path}`, response);
  }

  /**
   * Creates a member with a unique username (and a fresh password unless one is given).
   * By default a returning member (firstLoginDone: true): a first login goes to /m/changePsw (spec §2).
   */
  async createMember(
    options: {
      prefix?: string;
      password?: string;
      type?: number;
      mobile?: string;
      email?: string;
      payeeName?: string;
      /** Base32 TOTP secret: the member can verify with an authenticator code (ga). */
      totpSecret?: string;
      /** Logins from an IP the member has not verified answer login_verify_required. */
      verifyNewIp?: boolean;
      firstLoginDone?: boolean;
      /** The member's VIP label (member info's clubLabel). */
      clubLabel?: { labelName: string; labelId: string; type: string; rankLevel: number };
    } = {},
  ): Promise<Member> {
    const { prefix, password = uniquePassword(), type = 0, firstLoginDone = true, ...rest } = options;
    const username = uniqueUsername(prefix);
    await unwrap(
      `create member ${username}`,
      await this.api.post('/admin/members', {
        data: { merchant: this.merchant, username, password, type, firstLoginDone, ...rest },
      }),
    );
    return { username, password, type };
  }

  /**
   * A session of the member on this merchant, from a real login the way the app makes it (the body encrypted with
   * the server's key), but from Node: for tests whose subject is not the sign-in.
   */
  async sessionToken(member: Member): Promise<string> {
    const headers = { merchant: this.merchant };
    const key = (await (
      await fetch(`${BASE_URL}/wps/session/key/rsa?_=${Date.now()}`, { headers })
    ).json()) as {
      rsaKey: string;
      RSA: string;
    };
    const sealed = encryptLikeClient(key.rsaKey, key.RSA, {
      username: member.username,
      password: member.password,
      type: 'username',
    });
    const res = await fetch(`${BASE_URL}/wps/session/login`, {
      method: 'POST',
      headers: { ...headers, ...sealed.headers },
      body: sealed.body,
    });
    const answer = (await res.json()) as {
      success: boolean;
      errorCode: string | null;
      value: { token: string };
    };
    if (!answer.success) throw new Error(`login of ${member.username} failed: ${answer.errorCode}`);
    return answer.value.token;
  }

  /** Forgets the IPs the member passed two-factor from: the next login asks for it again. */
  async clearVerifiedIps(username: string): Promise<void> {
    await unwrap(
      `clear verified IPs of ${username}`,
      await this.api.delete(`/admin/members/${encodeURIComponent(username)}/verified-ips`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  async revokeSessions(username: string): Promise<void> {
    await unwrap(
      `revoke sessions of ${username}`,
      await this.api.post(`/admin/members/${encodeURIComponent(username)}/revoke-sessions`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  async settings(): Promise<Settings> {
    return unwrap('read settings', await this.api.get(`/admin/merchants/${this.merchant}/settings`));
  }

  /** Deep-merges the patch into the merchant's settings. Shared by every test: patch only what no other test relies on. */
  async patchSettings(patch: Record<string, unknown>): Promise<Settings> {
    return unwrap(
      'patch settings',
      await this.api.patch(`/admin/merchants/${this.merchant}/settings`, { data: patch }),
    );
  }

  async member(username: string): Promise<MemberRecord> {
    return unwrap(
      `read member ${username}`,
      await this.api.get(`/admin/members/${encodeURIComponent(username)}`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  /**
   * Records a deposit of the member as staff do, credited at once (amount in minor units: 100_00 is 100.00): the
   * balance grows by it and the download prompts count it.
   */
  async addDeposit(
    username: string,
    deposit: { amount: number; note?: string } = { amount: 100_00 },
  ): Promise<DepositRecord> {
    return this.walletPost<DepositRecord>(username, 'deposits', deposit);
  }

  /** The merchant's deposits as staff list them, newest first (one page): of one member and one status, when given. */
  async deposits(
    query: { username?: string; status?: DepositRecord['status'] } = {},
  ): Promise<{ items: StaffDeposit[]; total: number }> {
    return unwrap(
      'list deposits',
      await this.api.get('/admin/deposits', { params: { merchant: this.merchant, ...query } }),
    );
  }

  /** Staff confirm a pending deposit's money arrived: it is credited (the player's page polls for it). */
  async approveDeposit(id: string): Promise<StaffDeposit> {
    return unwrap(
      `approve deposit ${id}`,
      await this.api.post(`/admin/deposits/${id}/approve`, { params: { merchant: this.merchant } }),
    );
  }

  /** Staff reject a pending deposit with the reason the player reads: nothing is credited. */
  async rejectDeposit(id: string, reason: string): Promise<StaffDeposit> {
    return unwrap(
      `reject deposit ${id}`,
      await this.api.post(`/admin/deposits/${id}/reject`, {
        params: { merchant: this.merchant },
        data: { reason },
      }),
    );
  }

  /**
   * A correction of the member's balance by staff (signed minor units), on the ledger but no deposit: a first-deposit
   * bonus stays on offer. Answers the wallet.
   */
  async adjustBalance(username: string, amount: number, note: string): Promise<{ balance: number }> {
    return this.walletPost(username, 'adjustments', { amount, note });
  }

  /** Staff change one of the merchant's deposit channels (open or close it, its limits…), as the page is open. */
  async patchDepositChannel(code: string, patch: Partial<DepositChannelSetting>): Promise<void> {
    await unwrap(
      `patch deposit channel ${code}`,
      await this.api.patch(`/admin/merchants/${this.merchant}/wallet/channels/${code}`, { data: patch }),
    );
  }

  /**
   * Records a withdrawal of the member, paid unless `status: 'PENDING'` (the download prompts count paid ones).
   * Amount in minor units, taken from the member's balance (credit one first: addDeposit), to their first payout
   * account unless `accountId` names one (bind one first: addBankCard).
   */
  async addWithdrawal(
    username: string,
    withdrawal: { amount: number; accountId?: number; status?: 'PENDING' | 'PAID' } = { amount: 100_00 },
  ): Promise<WithdrawalRecord> {
    return this.walletPost<WithdrawalRecord>(username, 'withdrawals', withdrawal);
  }

  /**
   * Binds a bank card to the member (the bind_card prompt then stops for value 1), checked like the player's: a
   * bank code of the merchant's payout options, an account number of that bank's length, and the holder name the
   * member's real name once they have one (the first card's holder becomes it). Answered masked.
   */
  async addBankCard(
    username: string,
    card: { provider: string; accountNumber: string; holderName: string } = {
      provider: 'BDO',
      accountNumber: '1234 5678 9012',
      holderName: 'Juan Dela Cruz',
    },
  ): Promise<PayoutAccount> {
    return this.walletPost<PayoutAccount>(username, 'bank-cards', card);
  }

  /** What MCSFE_getWithdrawAccountInfo answers the member: successful counts, payout accounts (masked). */
  async wallet(username: string): Promise<Wallet> {
    return unwrap(
      `read the wallet of ${username}`,
      await this.api.get(`/admin/members/${encodeURIComponent(username)}/wallet`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  /** The merchant's withdrawals as staff list them, newest first: of one member and one status, when given. */
  async withdrawals(
    query: { username?: string; status?: WithdrawalRecord['status'] } = {},
  ): Promise<StaffWithdrawal[]> {
    return unwrap(
      'list withdrawals',
      await this.api.get('/admin/withdrawals', { params: { merchant: this.merchant, ...query } }),
    );
  }

  /** Staff pay a pending withdrawal: its held amount leaves the member's wallet. */
  async approveWithdrawal(id: string): Promise<WithdrawalRecord> {
    return unwrap(
      `approve withdrawal ${id}`,
      await this.api.post(`/admin/withdrawals/${id}/approve`, { params: { merchant: this.merchant } }),
    );
  }

  /** Staff reject a pending withdrawal with the reason the player reads: its amount goes back to the balance. */
  async rejectWithdrawal(id: string, reason: string): Promise<WithdrawalRecord> {
    return unwrap(
      `reject withdrawal ${id}`,
      await this.api.post(`/admin/withdrawals/${id}/reject`, {
        params: { merchant: this.merchant },
        data: { reason },
      }),
    );
  }

  /** Staff reopen withdrawals that wrong withdrawal passwords locked (the count of tries starts again). */
  async unlockWithdrawPassword(username: string): Promise<void> {
    await unwrap(
      `unlock the withdrawal password of ${username}`,
      await this.api.post(`/admin/members/${encodeURIComponent(username)}/withdraw-password/unlock`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  /** Staff remove a forgotten withdrawal password: the member sets a new one on the withdrawal page. */
  async resetWithdrawPassword(username: string): Promise<void> {
    await unwrap(
      `reset the withdrawal password of ${username}`,
      await this.api.delete(`/admin/members/${encodeURIComponent(username)}/withdraw-password`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  /** Sets the member's registration date (epoch ms, not in the future): the reg_days rules count from it. */
  async setRegDate(username: string, regDate: number): Promise<void> {
    await unwrap(
      `set the registration date of ${username}`,
      await this.api.patch(`/admin/members/${encodeURIComponent(username)}`, {
        params: { merchant: this.merchant },
        data: { regDate },
      }),
    );
  }

  /** Sets whether the member's own referral promotion is on (MCSFE_getMerchantAvailablePromotions' personal). */
  async setReferralEnabled(username: string, referralEnabled: boolean): Promise<void> {
    await unwrap(
      `set the referral promotion of ${username}`,
      await this.api.patch(`/admin/members/${encodeURIComponent(username)}`, {
        params: { merchant: this.merchant },
        data: { referralEnabled },
      }),
    );
  }

  /** Replaces the merchant's home banners, in order (PUT /admin/merchants/:code/banners). */
  async setBanners(items: readonly AdminBanner[]): Promise<void> {
    await unwrap(
      'set banners',
      await this.api.put(`/admin/merchants/${this.merchant}/banners`, { data: { items } }),
    );
  }

  /**
   * Replaces the merchant's announcements (the popup's, and those of category app_download: the download image
   * popup's banners) and, when given, the categories (PROMOFE_getPromotionAnnouncementCategory).
   */
  async setAnnouncements(
    items: readonly AdminAnnouncement[],
    categories?: readonly { key: string; title: string }[],
  ): Promise<void> {
    await unwrap(
      'set announcements',
      await this.api.put(`/admin/merchants/${this.merchant}/announcements`, {
        data: categories ? { items, categories } : { items },
      }),
    );
  }

  /** Sets the merchant's promotions (MCSFE_getMerchantAvailablePromotions' global part). */
  async setPromotions(promotions: {
    appDownload: { enabled: boolean; count: number };
    referral: { enabled: boolean; count: number };
  }): Promise<void> {
    await unwrap(
      'set promotions',
      await this.api.put(`/admin/merchants/${this.merchant}/promotions`, { data: promotions }),
    );
  }

  /** Replaces the merchant's activities (home's list, the activity page, their go-to-activity buttons). */
  async setActivities(items: readonly AdminActivity[]): Promise<void> {
    await unwrap(
      'set activities',
      await this.api.put(`/admin/merchants/${this.merchant}/activities`, { data: { items } }),
    );
  }

  private async walletPost<T>(username: string, path: string, data: Record<string, unknown>): Promise<T> {
    return unwrap(
      `add ${path} of ${username}`,
      await this.api.post(`/admin/members/${encodeURIComponent(username)}/${path}`, {
        params: { merchant: this.merchant },
        data,
      }),
    );
  }

  /** The merchant's push tokens (the start of each), newest change first: GET /admin/push-tokens. */
  async pushTokens(): Promise<PushTokenRecord[]> {
    return unwrap(
      'read push tokens',
      await this.api.get('/admin/push-tokens', { params: { merchant: this.merchant } }),
    );
  }

  /** The merchant's plain captchas with their answers, newest first (the server shows them in test and demo mode). */
  async captchas(limit = 1): Promise<PlainCaptcha[]> {
    return unwrap(
      'read the captchas',
      await this.api.get('/admin/captchas', { params: { merchant: this.merchant, limit } }),
    );
  }

  async smsOutbox(mobileNum?: string): Promise<SmsMessage[]> {
    return unwrap(
      'read the SMS outbox',
      await this.api.get('/admin/sms-outbox', {
        params: { merchant: this.merchant, ...(mobileNum ? { mobileNum } : {}) },
      }),
    );
  }

  /** The merchant's game catalogue as GCSGAME_newGameVendor answers it (a copy of DEMO starts with DEMO's). */
  async games(): Promise<{ categories: AdminGameCategory[] }> {
    return unwrap('read games', await this.api.get(`/admin/merchants/${this.merchant}/games`));
  }

  /** Replaces the merchant's game catalogue, categories and cards in order (PUT /admin/merchants/:code/games). */
  async setGames(categories: readonly AdminGameCategory[]): Promise<void> {
    await unwrap(
      'set games',
      await this.api.put(`/admin/merchants/${this.merchant}/games`, { data: { categories } }),
    );
  }

  /** Replaces the merchant's matches (GCSGAME_getGameMatchV2), each of a category of its games. */
  async setGameMatches(items: readonly AdminGameMatch[]): Promise<void> {
    await unwrap(
      'set game matches',
      await this.api.put(`/admin/merchants/${this.merchant}/game-matches`, { data: { items } }),
    );
  }

  /**
   * Makes the demo game provider hold the launch answers of this merchant back (0 to 25 000 ms): past 10 000 the
   * app's launch times out.
   */
  async setGameLaunchDelay(launchDelayMs: number): Promise<void> {
    await unwrap(
      'set the game launch delay',
      await this.api.put(`/admin/merchants/${this.merchant}/demo-games`, { data: { launchDelayMs } }),
    );
  }

  /** An agent's chat message to the member (unread until the member opens the chat): answers the unread count. */
  async postChatMessage(username: string, text: string): Promise<number> {
    const answer = await unwrap<{ unReadCount: number }>(
      `post a chat message to ${username}`,
      await this.api.post(`/admin/members/${encodeURIComponent(username)}/chat-messages`, {
        params: { merchant: this.merchant },
        data: { text },
      }),
    );
    return answer.unReadCount;
  }

  /** The member's chat thread (latest messages, oldest first) and unread count. */
  async chatMessages(
    username: string,
  ): Promise<{ messages: { sender: 'agent' | 'member'; text: string }[]; unReadCount: number }> {
    return unwrap(
      `read the chat of ${username}`,
      await this.api.get(`/admin/members/${encodeURIComponent(username)}/chat-messages`, {
        params: { merchant: this.merchant },
      }),
    );
  }

  /** The merchant's stored events of a type (tracking, error, vital), newest first: GET /admin/events. */
  async events(type?: 'tracking' | 'error' | 'vital', limit = 200): Promise<StoredEvent[]> {
    return unwrap(
      'read the events',
      await this.api.get('/admin/events', {
        params: { merchant: this.merchant, limit, ...(type ? { type } : {}) },
      }),
    );
  }

  /** The Web Vitals percentiles per route and metric since `since` (epoch ms): GET /admin/vitals. */
  async vitals(since?: number): Promise<VitalSummary[]> {
    return unwrap(
      'read the vitals',
      await this.api.get('/admin/vitals', {
        params: { merchant: this.merchant, ...(since !== undefined ? { since } : {}) },
      }),
    );
  }
}
