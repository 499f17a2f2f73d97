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
}

export interface SmsOutboxTable {
  id: Generated<number>;
  merchant: string;
  mobile: string;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Client IP of the request (null for rows written before migration 002). */
  ip: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  merchant: string;
  type: string;
  name: string | null;
  payload: string;
  ip: string;
  member_id: number | null;
  created_at: number;
}

/** Failed logins only (the throttle counts them). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  merchant: string;
  username: string;
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

export interface MigrationsTable {
  name: string;
  applied_at: number;
}

export interface Database {
  merchants: MerchantsTable;
  members: MembersTable;
  sessions: SessionsTable;
  sms_outbox: SmsOutboxTable;
  events: EventsTable;
  login_attempts: LoginAttemptsTable;
  verified_ips: VerifiedIpsTable;
  firebase_identities: FirebaseIdentitiesTable;
  plain_captchas: PlainCaptchasTable;
  migrations: MigrationsTable;
}
