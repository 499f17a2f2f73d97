import type { Envelope } from '@app/contract/envelope';
import { FIRST_LOAD_ERROR, SPEC_ERROR, TIMEOUT_ERROR_CODE } from '@app/contract/first-load-errors';

/**
 * errorCode values the request layer itself puts in a failed envelope when no server answer carries one.
 * ECONNABORTED is what the spec names for a timeout (game launch shows the message timeout_retry_please on it).
 */
export const REQUEST_ERROR = {
  /** The spec: "A request without a url is rejected". */
  noUrl: 'request.no.url',
  timeout: TIMEOUT_ERROR_CODE,
  /** Offline, DNS, refused connection or CORS: fetch failed without an answer. */
  network: 'ERR_NETWORK',
  /** The caller aborted through its own signal: silent, no event. */
  canceled: 'ERR_CANCELED',
} as const;

export const failed = <T>(message: string | null, errorCode: string | null): Envelope<T> => ({
  success: false,
  message,
  errorCode,
  value: null,
});

export const missingUrl = <T>(message = 'Missing url'): Envelope<T> => failed(message, REQUEST_ERROR.noUrl);

/** Key fetch or encryption failed: the call was not sent (docs/architecture.md "Encrypted posts" step 5). */
export const missingEncryption = <T>(errorCode: string | null = null): Envelope<T> =>
  failed(SPEC_ERROR.missingEncryption, errorCode);

export const canceled = <T>(): Envelope<T> => failed('Request canceled', REQUEST_ERROR.canceled);

const LAYER_REPORTED: readonly string[] = [
  REQUEST_ERROR.timeout,
  REQUEST_ERROR.network,
  REQUEST_ERROR.canceled,
  // Refused by the access rule: the layer fetches the status again, and its notice screen shows (api/failure.ts).
  FIRST_LOAD_ERROR.maintenance,
  FIRST_LOAD_ERROR.regionRestricted,
];

/**
 * True when the layer itself already told the player (offline toast, network or timeout alert, the maintenance
 * or access-denied screen) or the caller cancelled: a caller that shows its own failures (alert: false) must not
 * show a second notice.
 */
export const reportedByLayer = (res: Pick<Envelope<unknown>, 'errorCode'>): boolean =>
  res.errorCode !== null && LAYER_REPORTED.includes(res.errorCode);
