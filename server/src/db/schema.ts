import type { Generated } from 'kysely';

/** Kysely table types of migrations/*.sql. Times are epoch milliseconds; JSON columns are strings. */
export interface MerchantsTable {
  code: string;
  settings: string;
  country_code: Generated<string>;
  currency: Generated<string>;
  currency_symbol: Generated<string>;
  currency_position: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** One row: a new value on every write to merchants (025_merchants_generation.sql, services/merchants.ts). */
export interface MerchantsGenerationTable {
  id: number;
  generation: number;
}

/** Each merchant's version: a new value on every write to its row (025_merchants_generation.sql). */
export interface MerchantVersionsTable {
  code: string;
  version: number;
}

export interface MembersTable {
  id: Generated<number>;
  merchant: string;
  username: string;
  mobile: string | null;
  password_hash: string;
  password_is_default: Generated<number>;
  password_changed_at: number;
  type: Generated<number>;
  reg_date: number;
  language: Generated<string>;
  club_label: string | null;
  first_login_done: Generated<number>;
  email: string | null;
  payee_name: string | null;
  totp_secret: string | null;
  verify_new_ip: Generated<number>;
  register_method: string | null;
  register_url: string | null;
  domain: string | null;
  affiliate_code: string | null;
  referral_code: string | null;
  pixel_track: string | null;
  login_device_id: string | null;
  created_at: number;
  original_domain: string | null;
  ad_attribution: string | null;
  official_app_login: Generated<number>;
  /** Sign-ins whose sessions the retention job deleted (migration 015): the rank progress counts them too. */
  archived_sign_ins: Generated<number>;
  /** The last TOTP step an authenticator code was accepted for (migration 006): a code is accepted once. */
  totp_last_step: number | null;
  /** 1 when the mobile number is proven (migration 007): a phone identity binds only to a proven number. */
  mobile_verified: Generated<number>;
  /** 1 (default) when the member's own referral promotion is on (migration 020). */
  referral_enabled: Generated<number>;
  /** The member's own invite code, in their referral link (migration 032; null only before it). */
  invite_code: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  merchant: string;
  ip: string;
  created_at: number;
  expires_at: number;
  revoked: Generated<number>;
  /** Opened with the default password: only the password change until it changes (migration 006). */
  password_change_required: Generated<number>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  merchant: string;
  mobile: string;
  /** The plain code, kept in demo mode only (the admin outbox shows it); null otherwise (migration 013). */
  code: string | null;
  /** HMAC of the code under the SMS code key (services/sms.ts); null for codes written before migration 013. */
  code_hash: string | null;
  /** Wrong tries of this code: it is burnt at SMS_CODE_MAX_TRIES (migration 013). */
  failed_attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Client IP of the request (null for rows written before migration 002). */
  ip: string | null;
  /** The per-IP limit's key of that IP (ipLimitKey; migration 013). */
  ip_key: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  merchant: string;
  type: string;
  name: string | null;
  payload: string;
  ip: string;
  /** The per-IP limit's key of that IP (ipLimitKey; migration 014); null for older rows. */
  ip_key: string | null;
  member_id: number | null;
  created_at: number;
  /** The row's size in bytes, counted by the per-client byte budget (services/events.ts; migration 026). */
  bytes: Generated<number>;
  /** An error report's fingerprint (its message and stack hashed); null for other events (migration 026). */
  fingerprint: string | null;
  /** How many times the same error report came from the same client within the window (migration 026). */
  repeats: Generated<number>;
}

/** Each merchant's stored events per UTC day and kind, read by the daily cap (services/events.ts; migration 026). */
export interface EventDaysTable {
  merchant: string;
  /** Days since the epoch (UTC). */
  day: number;
  /** 'error' for error reports, 'tracking' for tracking events and Web Vitals. */
  kind: string;
  row_count: Generated<number>;
  byte_count: Generated<number>;
}

/** Failed logins only (the throttle counts them). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  merchant: string;
  username: string;
  ip: string;
  created_at: number;
}

/** The server answered login_verify_required to this IP for this member (migration 006). */
export interface VerifyRequestsTable {
  member_id: number;
  ip: string;
  created_at: number;
}

/** A default-password member proved the number by SMS from this IP (migration 006); the next login takes it. */
export interface DefaultPasswordPassesTable {
  member_id: number;
  ip: string;
  created_at: number;
}

export interface VerifiedIpsTable {
  member_id: number;
  ip: string;
  created_at: number;
}

/** A Firebase uid (social or phone sign-in) bound to a member of the merchant (migration 004). */
export interface FirebaseIdentitiesTable {
  merchant: string;
  uid: string;
  member_id: number;
  /** The token's firebase.sign_in_provider when bound: google.com, facebook.com, twitter.com, oidc.line, phone. */
  sign_in_provider: string;
  created_at: number;
}

/**
 * A social, phone or SMS sign-in waiting for the new-IP verification (migration 024): the handle's SHA-256, the
 * member and the client IP (canonicalIp).
 */
export interface PendingSignInsTable {
  token_hash: string;
  member_id: number;
  ip: string;
  created_at: number;
}

/** A plain captcha image's answer (migration 005). */
export interface PlainCaptchasTable {
  id: Generated<number>;
  captcha_key: string;
  merchant: string;
  /** Upper case: answers are compared case-insensitively. */
  answer: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One admin change: time, client IP, route, target and a summary without secrets (migration 010). */
export interface AdminAuditTable {
  id: Generated<number>;
  at: number;
  ip: string;
  method: string;
  /** The route pattern, e.g. /admin/members/:username/revoke-sessions. */
  route: string;
  /** What the call acted on: its path parameters and merchant, e.g. "username=alice merchant=DEMO". */
  target: string;
  status: number;
  /** The fields the call sent (names only, never values). */
  summary: string;
}

/** A push registration token of a merchant, bound to a member or not (migration 018). */
export interface PushTokensTable {
  merchant: string;
  token: string;
  /** null once unbound (CSP_fcmUnsubscribe, or never bound). */
  member_id: number | null;
  /** JSON array of topic names. */
  topics: Generated<string>;
  /** The per-IP limit's key of the client that first bound it (ipLimitKey). */
  ip_key: string;
  created_at: number;
  updated_at: number;
}

/** A member's money (migration 027, services/ledger.ts): the sums of their ledger entries, kept in step. */
export interface WalletsTable {
  member_id: number;
  /** Minor units the member may use: SUM(ledger_entries.amount_minor). Never below 0 (CHECK). */
  balance_minor: Generated<number>;
  /** Minor units held by pending withdrawals: SUM(ledger_entries.held_minor). */
  held_minor: Generated<number>;
  updated_at: number;
}

export type LedgerKind =
  'DEPOSIT' | 'BONUS' | 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAID' | 'ADJUSTMENT';

/** One change of a member's money (migration 027): what it does to the balance and to the held part. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  member_id: number;
  kind: LedgerKind;
  amount_minor: number;
  held_minor: Generated<number>;
  deposit_id: number | null;
  withdrawal_id: number | null;
  note: string | null;
  created_at: number;
}

/** A deposit (migration 027). */
export interface DepositsTable {
  id: Generated<number>;
  public_id: string;
  merchant: string;
  member_id: number;
  channel_code: string;
  channel_kind: 'ONLINE' | 'BANK_TRANSFER' | 'QR' | 'CRYPTO';
  channel_name: string;
  amount_minor: number;
  fee_minor: Generated<number>;
  bonus_id: string | null;
  bonus_minor: Generated<number>;
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
  idempotency_key: string | null;
  request_hash: string | null;
  reference: string;
  payer_name: string | null;
  /** JSON of the instruction answered at submit. */
  instruction: string | null;
  reason: string | null;
  late: Generated<number>;
  first_deposit: Generated<number>;
  /** 1 when its bonus is for the first deposit only (migration 028): re-checked when it is credited. */
  bonus_first_only: Generated<number>;
  /** The bonus's turnover multiplier promised at submit (migration 029, services/bonus-locks.ts). */
  bonus_turnover_times: Generated<number>;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

/** A payment provider's notification (migration 027): unique per merchant and notification id. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  merchant: string;
  notification_id: string;
  deposit_id: number | null;
  status: string;
  outcome: string;
  received_at: number;
}

/** A withdrawal (migration 027). */
export interface WithdrawalsTable {
  id: Generated<number>;
  public_id: string;
  merchant: string;
  member_id: number;
  payout_account_id: number | null;
  account_kind: string;
  account_provider_name: string;
  account_masked: string;
  amount_minor: number;
  fee_minor: Generated<number>;
  status: 'PENDING' | 'PAID' | 'REJECTED';
  idempotency_key: string | null;
  request_hash: string | null;
  reason: string | null;
  created_at: number;
  completed_at: number | null;
}

/** A member's withdrawal password and its wrong tries (migration 027). */
export interface WithdrawPasswordsTable {
  member_id: number;
  password_hash: string;
  failed_tries: Generated<number>;
  locked_until: number | null;
  updated_at: number;
}

/** A bank card, e-wallet or virtual wallet of a member (migrations 019, 027). */
export interface PayoutAccountsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'BANK_CARD' | 'E_WALLET' | 'VIRTUAL_WALLET';
  /** The bank's, e-wallet's or network's code (PIX for a Pix key). */
  provider: string;
  provider_name: Generated<string>;
  /** The account number masked (services/wallet.ts maskAccountNumber). */
  account_masked: string;
  holder_name: string;
  pix_key_type: string | null;
  /** The whole number sealed with the server key: for the payout only, never answered. */
  account_sealed: string | null;
  /** A keyed hash of the normalised number: finds a duplicate without the number. */
  fingerprint: string | null;
  removed_at: number | null;
  created_at: number;
}

/** A home banner of a merchant (migration 020), in the admin's order (position). */
export interface BannersTable {
  merchant: string;
  id: string;
  position: number;
  title: string;
  /** A path (on the image CDN, else this site) or an https URL. */
  image_url: string;
  width: number;
  height: number;
  linkage_type: 'P' | 'URL' | 'G';
  linkage: string;
  room_id: string | null;
  node_id: string | null;
  game_type: string | null;
  vendor: string | null;
  group_name: string | null;
  url: string | null;
  open_in_new_window: Generated<number>;
}

/** An announcement of a merchant (migration 020): the popup's, or of category app_download (the image popup's). */
export interface AnnouncementsTable {
  merchant: string;
  id: string;
  position: number;
  title: string;
  /** HTML, stored as given (the app sanitises it). */
  content: string;
  execution: 'A' | 'B' | 'F';
  promotion_type: string;
  category: string | null;
  image_url: string | null;
  force_read: Generated<number>;
}

/** An announcement category's title (migration 020). */
export interface AnnouncementCategoriesTable {
  merchant: string;
  category_key: string;
  position: number;
  title: string;
}

/** An activity of a merchant with its go-to-activity action (migration 020). */
export interface ActivitiesTable {
  merchant: string;
  id: string;
  position: number;
  title: string;
  summary: string;
  image_url: string;
  width: number;
  height: number;
  /** The period (ms); null: open-ended. */
  start_time: number | null;
  end_time: number | null;
  /** HTML, stored as given (the app sanitises it). */
  rules: string;
  /** A GO_TO_ACTIVITY_REDIRECTS value; null: no action. */
  action_redirect: string | null;
  action_external_link: string | null;
  action_label: string | null;
}

/** A game category of a merchant (migration 021), in the admin's order. */
export interface GameCategoriesTable {
  merchant: string;
  game_classify: string;
  position: number;
  title: string;
}

/** A game card of a merchant (migration 021): unique by code and prize mode ('' for games that are no lottery). */
export interface GamesTable {
  merchant: string;
  game_classify: string;
  position: number;
  game_code: string;
  prize_mode: Generated<string>;
  account_type_name: string;
  display_name: string;
  game_id: string;
  node_id: string;
  /** A path (on the image CDN, else this site) or an https URL. */
  image_url: string;
  vendor: string;
  trial: Generated<number>;
  has_matches: Generated<number>;
}

/** A match of a category (migration 021). */
export interface GameMatchesTable {
  merchant: string;
  game_classify: string;
  match_id: string;
  position: number;
  title: string;
  start_time: number;
}

/** The demo provider's settings of a merchant (migration 021). */
export interface GameSettingsTable {
  merchant: string;
  launch_delay_ms: Generated<number>;
}

/** A launch token of the demo provider (migration 021): its hash, what it opens, once, until it expires. */
export interface GameLaunchesTable {
  token_hash: string;
  merchant: string;
  /** null: a trial. */
  member_id: number | null;
  game_code: string;
  kind: 'slot' | 'lottery';
  /** JSON: the play mode (services/games.ts PlayMode) and the game's name. */
  mode: string;
  language: string;
  origin: string;
  back_url: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A message of a member's customer-service thread (migration 022). */
export interface ChatMessagesTable {
  id: Generated<number>;
  merchant: string;
  member_id: number;
  sender: 'agent' | 'member';
  text: string;
  created_at: number;
  /** When the member opened the chat after this agent's message; null: unread. */
  read_at: number | null;
}

/** A link of the demo chat page (migration 022): its hash, the member and session it serves, what it shows. */
export interface ChatLinksTable {
  token_hash: string;
  merchant: string;
  member_id: number;
  session_id: number;
  language: string;
  title: string;
  header_color: string;
  back_url: string;
  created_at: number;
  expires_at: number;
  opened_at: number | null;
}

/**
 * A banner hand-over code (migration 023): its hash, the member and session it speaks for, the origin of the
 * banner link it was given for; single use (used_at), valid until expires_at.
 */
export interface BannerHandoversTable {
  code_hash: string;
  merchant: string;
  member_id: number;
  session_id: number;
  origin: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A customer-service vendor's script of a merchant, by csType (migration 022). */
export interface CustomerServiceScriptsTable {
  merchant: string;
  cs_type: string;
  src: string;
}

/** A VIP level-up bonus credited (migration 034, services/vip.ts): once per member and level. */
export interface VipLevelBonusesTable {
  member_id: number;
  level: number;
  amount_minor: number;
  created_at: number;
}

/** What the seed did once (migration 020). */
export interface SeedMarksTable {
  name: string;
  at: number;
}

/** What a member bet, as a game provider's feed reported it (migration 029, services/turnover.ts). */
export interface TurnoverEntriesTable {
  id: Generated<number>;
  merchant: string;
  member_id: number;
  game_code: string;
  amount_minor: number;
  reference: string;
  created_at: number;
}

export type RewardKind = 'CHECK_IN' | 'REBATE';

/** A reward claimed, once per (member, kind, period) (migration 029, services/rewards.ts). */
export interface RewardClaimsTable {
  id: Generated<number>;
  merchant: string;
  member_id: number;
  kind: RewardKind;
  period_key: string;
  streak_day: number | null;
  amount_minor: number;
  created_at: number;
}

/** A bonus's turnover requirement (migration 029): from a claim or a deposit's bonus. */
export interface BonusLocksTable {
  id: Generated<number>;
  member_id: number;
  claim_id: number | null;
  deposit_id: number | null;
  amount_minor: number;
  turnover_required_minor: number;
  created_at: number;
}

/** A referral link's open by one browser (migration 032): the "invited" figure. */
export interface ReferralLinkOpensTable {
  merchant: string;
  invite_code: string;
  visitor_id: string;
  created_at: number;
}

/** A referral reward claimed for one invitee (migration 032): once per invitee. */
export interface ReferralRewardsTable {
  id: Generated<number>;
  merchant: string;
  inviter_id: number;
  invitee_id: number;
  amount_minor: number;
  created_at: number;
}

export type AgentApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** An agent application (migration 032): one PENDING per member. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  merchant: string;
  member_id: number;
  name: string;
  contact: string;
  traffic_source: string;
  traffic_other: string | null;
  expected_players: number;
  status: Generated<AgentApplicationStatus>;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

/** A member's points (migration 030, services/points.ts): the sum of their point entries, kept in step. */
export interface MemberPointsTable {
  member_id: number;
  points: Generated<number>;
  updated_at: number;
}

/** A point mall item of a merchant (migration 030, services/mall.ts); stock null: unlimited. */
export interface MallItemsTable {
  id: Generated<number>;
  merchant: string;
  kind: 'BONUS' | 'FREE_SPINS' | 'PHYSICAL';
  title: string;
  description: Generated<string>;
  image_url: string | null;
  cost_points: number;
  stock: number | null;
  active: Generated<number>;
  bonus_minor: number | null;
  spins: number | null;
  game_code: string | null;
  sort_order: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A point mall redemption (migration 030): the item as it was, once per member and idempotency key. */
export interface MallRedemptionsTable {
  id: Generated<number>;
  public_id: string;
  merchant: string;
  member_id: number;
  item_id: number;
  kind: 'BONUS' | 'FREE_SPINS' | 'PHYSICAL';
  title: string;
  cost_points: number;
  bonus_minor: number | null;
  spins: number | null;
  game_code: string | null;
  status: 'CREDITED' | 'GRANTED' | 'AWAITING_SHIPMENT' | 'SHIPPED' | 'CANCELLED';
  idempotency_key: string;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  tracking_note: string | null;
  created_at: number;
  shipped_at: number | null;
}

/** One change of a member's points (migration 030): a deposit and a bet earn once each (UNIQUE). */
export interface PointEntriesTable {
  id: Generated<number>;
  member_id: number;
  kind: 'EARN_DEPOSIT' | 'EARN_PLAY' | 'REDEEM' | 'REFUND' | 'ADJUST';
  points: number;
  deposit_id: number | null;
  turnover_id: number | null;
  redemption_id: number | null;
  note: string | null;
  created_at: number;
}

/** Free spins a redemption granted, for the game provider's adapter (migration 030). */
export interface FreeSpinGrantsTable {
  id: Generated<number>;
  member_id: number;
  redemption_id: number;
  game_code: string;
  spins: number;
  created_at: number;
  picked_up_at: number | null;
}

export interface MigrationsTable {
  name: string;
  applied_at: number;
}

/** A merchant's mission (migration 031): what it counts over which period, its target, reward and points. */
export interface MissionsTable {
  id: Generated<number>;
  merchant: string;
  period: 'DAILY' | 'WEEKLY';
  metric: 'DEPOSIT_AMOUNT' | 'DEPOSIT_COUNT' | 'GAME_LAUNCHES' | 'DAYS_SIGNED_IN' | 'FRIENDS_INVITED';
  target: number;
  reward_minor: number;
  points: number;
  sort_order: Generated<number>;
  enabled: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A mission claimed (migration 031): once per member, mission and period key. */
export interface MissionClaimsTable {
  id: Generated<number>;
  merchant: string;
  member_id: number;
  mission_id: number;
  period_key: string;
  reward_minor: number;
  points: number;
  claimed_at: number;
}

/** A real-money game launch, copied by a trigger of migration 031 (launch tokens are deleted later). */
export interface MissionGameLaunchesTable {
  id: Generated<number>;
  member_id: number;
  launched_at: number;
}

/** A member's UTC day with a sign-in, written by a trigger of migration 031 (sessions are deleted later). */
export interface MissionSignInDaysTable {
  member_id: number;
  day_start: number;
}

/** A member's feedback (migration 033, services/feedback.ts): one per member and idempotency key. */
export interface FeedbackTable {
  id: Generated<number>;
  public_id: string;
  merchant: string;
  member_id: number;
  idempotency_key: string;
  request_hash: string;
  category: string;
  message: string;
  status: 'OPEN' | 'REPLIED' | 'CLOSED';
  reply: string | null;
  replied_by: string | null;
  created_at: number;
  replied_at: number | null;
  closed_at: number | null;
}

/** An image of a feedback, metadata stripped (migration 033, services/feedback-images.ts). */
export interface FeedbackImagesTable {
  id: Generated<number>;
  public_id: string;
  feedback_id: number;
  position: number;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

/** An RSA key of encrypted posts, shared by every process (migration 035, crypto/key-store.ts). */
export interface RsaKeysTable {
  id: string;
  slot: number;
  /** Base64 SPKI DER. */
  public_key: string;
  /** PKCS#8 DER, base64, sealed with the server key. */
  private_key: string;
  created_at: number;
  uses: Generated<number>;
}

/** A post an RSA key opened, by the HMAC of its DES key (migration 035): the replay memory. */
export interface RsaKeyPostsTable {
  key_slot: number;
  des_key_hash: Buffer;
}

/** Wrong admin tokens of one client in its window (migration 035, services/admin-token-limit.ts). */
export interface AdminTokenFailuresTable {
  client_key: string;
  window_start: number;
  failures: number;
}

/** A challenge or pass of Geetest's local stand-in (migration 035, services/geetest-standin.ts). */
export interface GeetestStandinEntriesTable {
  kind: 'challenge' | 'v3' | 'v4';
  entry_key: string;
  captcha_id: string;
  proof: string;
  expires_at: number;
}

/** A periodic job's next run and who ran it last (migration 036, services/job-runs.ts). */
export interface JobRunsTable {
  job: string;
  next_run_at: number;
  ran_by: string | null;
  ran_at: number | null;
}

/** Feedback a member sent on a UTC day (migration 033): the daily limit's counter. */
export interface FeedbackDaysTable {
  member_id: number;
  day: number;
  sent: number;
}

export interface Database {
  merchants: MerchantsTable;
  merchants_generation: MerchantsGenerationTable;
  merchant_versions: MerchantVersionsTable;
  members: MembersTable;
  sessions: SessionsTable;
  sms_outbox: SmsOutboxTable;
  events: EventsTable;
  event_days: EventDaysTable;
  login_attempts: LoginAttemptsTable;
  verified_ips: VerifiedIpsTable;
  verify_requests: VerifyRequestsTable;
  default_password_passes: DefaultPasswordPassesTable;
  firebase_identities: FirebaseIdentitiesTable;
  pending_sign_ins: PendingSignInsTable;
  plain_captchas: PlainCaptchasTable;
  admin_audit: AdminAuditTable;
  push_tokens: PushTokensTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  deposits: DepositsTable;
  payment_notifications: PaymentNotificationsTable;
  withdrawals: WithdrawalsTable;
  withdraw_passwords: WithdrawPasswordsTable;
  payout_accounts: PayoutAccountsTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  announcement_categories: AnnouncementCategoriesTable;
  activities: ActivitiesTable;
  seed_marks: SeedMarksTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  game_matches: GameMatchesTable;
  game_settings: GameSettingsTable;
  game_launches: GameLaunchesTable;
  chat_messages: ChatMessagesTable;
  chat_links: ChatLinksTable;
  customer_service_scripts: CustomerServiceScriptsTable;
  banner_handovers: BannerHandoversTable;
  turnover_entries: TurnoverEntriesTable;
  reward_claims: RewardClaimsTable;
  bonus_locks: BonusLocksTable;
  member_points: MemberPointsTable;
  mall_items: MallItemsTable;
  mall_redemptions: MallRedemptionsTable;
  point_entries: PointEntriesTable;
  free_spin_grants: FreeSpinGrantsTable;
  referral_link_opens: ReferralLinkOpensTable;
  referral_rewards: ReferralRewardsTable;
  agent_applications: AgentApplicationsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  mission_game_launches: MissionGameLaunchesTable;
  mission_sign_in_days: MissionSignInDaysTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
  feedback_days: FeedbackDaysTable;
  vip_level_bonuses: VipLevelBonusesTable;
  job_runs: JobRunsTable;
  rsa_keys: RsaKeysTable;
  rsa_key_posts: RsaKeyPostsTable;
  admin_token_failures: AdminTokenFailuresTable;
  geetest_standin_entries: GeetestStandinEntriesTable;
  migrations: MigrationsTable;
}
