import { MODULE_ID } from './constants/request';

/**
 * Method, path and flags of every call, without schemas: the web imports this at run time
 * (the zod schemas in calls.ts stay out of the browser's first load; the web imports their types only).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Body sent encrypted (see docs/architecture.md, "Encrypted posts"). */
  encrypted: boolean;
  /** Allowed without a token: no Authorization or ModuleId header. */
  public: boolean;
  /** The spec gives no path; this one is the contract's. */
  chosen?: true;
  /** Sent as the ModuleId header. */
  moduleId?: string;
}

const endpoint = <E extends Endpoint>(e: E) => e;

export const endpoints = {
  rsaKey: endpoint({ method: 'GET', path: '/wps/session/key/rsa', encrypted: false, public: true }),
  login: endpoint({ method: 'POST', path: '/wps/session/login', encrypted: true, public: true }),
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    encrypted: true,
    public: true,
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    public: true,
    chosen: true,
  }),
  socialRegister: endpoint({
    method: 'POST',
    path: '/wps/member/register/firebase',
    encrypted: true,
    public: true,
    chosen: true,
  }),
  register: endpoint({
    method: 'POST',
    path: '/wps/member/register',
    encrypted: true,
    public: true,
    moduleId: MODULE_ID.register,
  }),
  registerMobile: endpoint({
    method: 'POST',
    path: '/wps/member/register/mobile',
    encrypted: true,
    public: true,
    moduleId: MODULE_ID.registerMobile,
  }),
  autoUsername: endpoint({
    method: 'POST',
    path: '/wps/member/register/autoUsername',
    encrypted: false,
    public: true,
  }),
  smsSend: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    encrypted: false,
    public: true,
  }),
  systemStatus: endpoint({ method: 'GET', path: '/wps/system/status', encrypted: false, public: true }),
  country: endpoint({ method: 'GET', path: '/wps/system/country', encrypted: false, public: true }),
  domainRoute: endpoint({ method: 'GET', path: '/wps/system/domainRoute', encrypted: false, public: true }),
  geetest: endpoint({ method: 'GET', path: '/wps/captcha/geetest', encrypted: false, public: true }),
  captchaImage: endpoint({
    method: 'GET',
    path: '/wps/captcha/image',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  ping: endpoint({ method: 'GET', path: '/wps/system/test/ping', encrypted: false, public: true }),
  support: endpoint({
    method: 'GET',
    path: '/wps/system/support',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  memberInfo: endpoint({ method: 'GET', path: '/wps/member/info', encrypted: false, public: false }),
  memberLanguage: endpoint({ method: 'POST', path: '/wps/member/language', encrypted: false, public: false }),
  manifest: endpoint({ method: 'GET', path: '/wps/system/manifest.json', encrypted: false, public: true }),
  relay: endpoint({
    method: 'POST',
    path: '/wps/relay/:name',
    encrypted: false,
    public: false,
    chosen: true,
  }),
  launchGame: endpoint({ method: 'POST', path: '/wps/game/launchGame', encrypted: false, public: false }),
  launchSettings: endpoint({
    method: 'GET',
    path: '/wps/system/launchSettings',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  downloadLinks: endpoint({
    method: 'GET',
    path: '/wps/system/downloadLinks',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  trackEvents: endpoint({
    method: 'POST',
    path: '/wps/tracking/events',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  errorReport: endpoint({
    method: 'POST',
    path: '/wps/system/errorReport',
    encrypted: false,
    public: true,
    chosen: true,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    encrypted: true,
    public: false,
    chosen: true,
  }),
  // The money pages (contract/src/wallet.ts). A submission carries its idempotency key; the withdrawal, its
  // password and a payout account's whole number go encrypted.
  depositSubmit: endpoint({
    method: 'POST',
    path: '/wps/wallet/deposit',
    encrypted: false,
    public: false,
    chosen: true,
  }),
  withdrawSubmit: endpoint({
    method: 'POST',
    path: '/wps/wallet/withdraw',
    encrypted: true,
    public: false,
    chosen: true,
  }),
  // The feedback page (contract/src/feedback.ts): a message with up to three images in base64.
  feedbackSubmit: endpoint({
    method: 'POST',
    path: '/wps/feedback',
    encrypted: false,
    public: false,
    chosen: true,
  }),
  withdrawPasswordSet: endpoint({
    method: 'POST',
    path: '/wps/wallet/withdrawPassword',
    encrypted: true,
    public: false,
    chosen: true,
  }),
  payoutAccountAdd: endpoint({
    method: 'POST',
    path: '/wps/wallet/payoutAccount',
    encrypted: true,
    public: false,
    chosen: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/wps/session/logout',
    encrypted: false,
    public: false,
    chosen: true,
  }),
} as const;

export type EndpointName = keyof typeof endpoints;

/**
 * Paths allowed without a token (entry §6): login, register, captcha, system settings,
 * whitelabel, domain route, status, sms verification, password reset by email or sms, affiliate, game lists.
 * A path is public when it starts with one of these prefixes.
 */
export const PUBLIC_PATH_PREFIXES = [
  '/wps/session/key/rsa',
  '/wps/session/login',
  '/wps/member/register',
  '/wps/captcha',
  '/wps/system/',
  '/wps/whitelabel',
  '/wps/verification/sms/noLogin',
  '/wps/member/password/reset',
  '/wps/affiliate',
  '/wps/game/list',
  '/wps/tracking/',
] as const;

export const isPublicPath = (path: string): boolean => PUBLIC_PATH_PREFIXES.some((p) => path.startsWith(p));
