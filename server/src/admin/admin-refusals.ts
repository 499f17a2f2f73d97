import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';

/**
 * Why the admin API refuses a request, with what its answer names. The admin API's readers are developers and
 * test code (e2e/tests/support/admin.ts shows the errorCode and message), so the messages are plain English.
 */
export type AdminRefusal =
  /** The admin API runs on its own listener (ADMIN_PORT) and this request came through the public port. */
  | { reason: 'not-on-listener'; method: string; path: string }
  /** The admin listener was asked for a path outside /admin/. */
  | { reason: 'listener-admin-only' }
  /** Too many wrong admin tokens from the client within the window (services/admin-token-limit.ts). */
  | { reason: 'token-limit' }
  | { reason: 'token-wrong' }
  /** A generic validation failure: the detail names the fields (http/validate.ts describeIssues). */
  | { reason: 'invalid'; detail: string }
  /** A settings patch that is not a JSON object. */
  | { reason: 'body-not-object' }
  /** Top-level keys of a settings patch that are not settings. */
  | { reason: 'settings-unknown'; keys: readonly string[] }
  /** Outside demo mode, a defaultMobilePassword that is published (it would open every mobile account). */
  | { reason: 'default-password-published' }
  | { reason: 'merchant-unknown'; code: string }
  | { reason: 'merchant-exists'; code: string }
  | { reason: 'member-unknown'; username: string; merchant: string }
  | { reason: 'username-invalid' }
  | { reason: 'mobile-invalid' }
  | { reason: 'username-taken' }
  | { reason: 'mobile-taken' }
  | { reason: 'reg-date-future' }
  | { reason: 'identity-unknown'; id: string }
  /** The plain captchas' answers are readable in test and demo mode only. */
  | { reason: 'captchas-demo-only' }
  /** A game match (at this index of the list) of a category the merchant's catalogue does not have. */
  | { reason: 'match-category-unknown'; index: number }
  /** A deposit id the merchant has no deposit of (admin/deposits.ts). */
  | { reason: 'deposit-unknown'; id: string }
  /** An approval or rejection of a deposit that was credited or failed before. */
  | { reason: 'deposit-settled'; id: string; status: string }
  /** A balance adjustment that would take the member's balance below 0. */
  | { reason: 'adjustment-overdraws'; balance: number }
  /** A deposit channel the merchant does not have. */
  | { reason: 'channel-unknown'; code: string };

export type AdminRefusalReason = AdminRefusal['reason'];

type AdminRefusalOf<R extends AdminRefusalReason> = Extract<AdminRefusal, { reason: R }>;
type Answer<R extends AdminRefusalReason> = (refusal: AdminRefusalOf<R>) => ApiError;

/** An answer that is the same for every refusal of its reason. */
const fixed = (status: number, errorCode: string, text: string) => (): ApiError =>
  new ApiError(status, errorCode, text);

/**
 * The one answer of every reason the admin API refuses for: HTTP status, errorCode and message. The type makes
 * it total: a new reason does not compile until it has its answer here.
 */
export const ADMIN_REFUSAL_ANSWERS: { [R in AdminRefusalReason]: Answer<R> } = {
  // Answered like a route that does not exist (app.ts's not-found answer): the public port shows no admin API.
  'not-on-listener': ({ method, path }) =>
    new ApiError(404, CONTRACT_ERROR.notFound, `No route ${method} ${path}.`),
  'listener-admin-only': fixed(404, CONTRACT_ERROR.notFound, 'The admin listener serves /admin/ only.'),
  'token-limit': fixed(
    429,
    CONTRACT_ERROR.tooManyRequests,
    'Too many wrong admin tokens from this address: try again later.',
  ),
  'token-wrong': fixed(401, CONTRACT_ERROR.adminUnauthorized, 'Admin token missing or wrong.'),
  invalid: ({ detail }) => new ApiError(400, CONTRACT_ERROR.requestInvalid, detail),
  'body-not-object': fixed(400, CONTRACT_ERROR.requestInvalid, '(body): expected a JSON object'),
  'settings-unknown': ({ keys }) =>
    new ApiError(400, CONTRACT_ERROR.requestInvalid, keys.map((key) => `${key}: not a setting`).join('; ')),
  'default-password-published': fixed(
    400,
    CONTRACT_ERROR.requestInvalid,
    'defaultMobilePassword: a published default password; choose one of your own',
  ),
  'merchant-unknown': ({ code }) =>
    new ApiError(404, CONTRACT_ERROR.merchantUnknown, `Unknown merchant "${code}".`),
  'merchant-exists': ({ code }) =>
    new ApiError(409, CONTRACT_ERROR.requestInvalid, `Merchant "${code}" exists already.`),
  'member-unknown': ({ username, merchant }) =>
    new ApiError(404, SPEC_ERROR.notExistsUser, `No member "${username}" on ${merchant}.`),
  // The registration's error codes (routes/refusals.ts), so that a test reads the same code from both.
  'username-invalid': fixed(
    400,
    CONTRACT_ERROR.usernameInvalid,
    'username: does not match the username rule',
  ),
  'mobile-invalid': fixed(400, CONTRACT_ERROR.mobileInvalid, 'mobile: not a phone number'),
  'username-taken': fixed(409, CONTRACT_ERROR.usernameTaken, 'username: already exists'),
  'mobile-taken': fixed(409, CONTRACT_ERROR.mobileTaken, 'mobile: already exists'),
  'reg-date-future': fixed(400, CONTRACT_ERROR.requestInvalid, 'regDate: in the future'),
  'identity-unknown': ({ id }) => new ApiError(404, CONTRACT_ERROR.notFound, `No identity "${id}" bound.`),
  'captchas-demo-only': fixed(
    404,
    CONTRACT_ERROR.notFound,
    'Captcha answers are readable in test and demo mode only.',
  ),
  'match-category-unknown': ({ index }) =>
    new ApiError(
      400,
      CONTRACT_ERROR.requestInvalid,
      `items.${index}.gameClassify: not a category of the merchant's games`,
    ),
  'deposit-unknown': ({ id }) => new ApiError(404, CONTRACT_ERROR.walletNotFound, `No deposit "${id}".`),
  'deposit-settled': ({ id, status }) =>
    new ApiError(
      409,
      CONTRACT_ERROR.requestInvalid,
      `Deposit "${id}" is ${status} already: nothing changed.`,
    ),
  'adjustment-overdraws': ({ balance }) =>
    new ApiError(
      409,
      CONTRACT_ERROR.walletInsufficient,
      `amount: the balance is ${balance} (minor units); the adjustment would take it below 0.`,
    ),
  'channel-unknown': ({ code }) =>
    new ApiError(404, CONTRACT_ERROR.notFound, `No deposit channel "${code}".`),
};

/** What a reason's refusal names besides its reason: nothing for most. */
type FieldsOf<R extends AdminRefusalReason> = Omit<AdminRefusalOf<R>, 'reason'>;

/**
 * The admin API's answer to a refusal, to throw: `throw adminRefusal('merchant-exists', { code })`. A reason
 * without fields takes none.
 */
export function adminRefusal<R extends AdminRefusalReason>(
  reason: R,
  ...fields: keyof FieldsOf<R> extends never ? [] : [FieldsOf<R>]
): ApiError {
  // Each reason's answer takes that reason's refusal; the table's type pairs them.
  const answer = ADMIN_REFUSAL_ANSWERS[reason] as Answer<AdminRefusalReason>;
  return answer({ ...fields[0], reason } as AdminRefusal);
}
