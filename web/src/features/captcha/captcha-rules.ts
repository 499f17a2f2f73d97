import type { CaptchaFields, GeetestV4Result, GeetestVersion } from '@app/contract/captcha';
import {
  CAPTCHA_SCRIPT_TIMEOUT_GCT,
  CAPTCHA_SCRIPT_TIMEOUT_JS,
  CAPTCHA_SETUP_TRIES,
} from '@app/contract/constants/captcha';
import type { MessageKey } from '../../i18n/keys';
import type { TFunction } from '../../i18n/translate';

/** The captcha widget's states (spec §2): loading, waiting (click to verify), success, error (with retry). */
export type WidgetState = 'loading' | 'waiting' | 'success' | 'error';
export type WidgetEvent = 'ready' | 'validated' | 'failed' | 'closed' | 'reset' | 'retry';

/**
 * Spec §4: loading moves to waiting when ready, to success on a validated result, to error on failure. Close
 * or reset returns to waiting; retry returns to loading.
 */
export function nextWidgetState(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event) {
    case 'ready':
      return state === 'loading' ? 'waiting' : state;
    case 'validated':
      return 'success';
    case 'failed':
      return 'error';
    case 'closed':
    case 'reset':
      return state === 'loading' || state === 'error' ? state : 'waiting';
    case 'retry':
      return state === 'error' ? 'loading' : state;
  }
}

/** What submitting the form does with the captcha (spec §5). */
export type CaptchaStep =
  /** A result is on the form: send it. */
  | 'send'
  /** "Captcha is run first if no captcha result is on the form." */
  | 'run'
  /** "A second attempt during one in progress is rejected ('verify geetest too fast')." */
  | 'tooFast'
  /** "If captcha is enabled and no validated result exists, an alert titled Notice asks to verify first." */
  | 'verifyFirst';

/** The Geetest flavour's step: by the widget state, whether a challenge is open, whether a result exists. */
export function geetestStep(state: WidgetState, verifying: boolean, hasResult: boolean): CaptchaStep {
  if (verifying) return 'tooFast';
  if (state === 'success' && hasResult) return 'send';
  return state === 'waiting' ? 'run' : 'verifyFirst';
}

/** The plain captcha's step: its text is the result (the image is on the form from the start). */
export const plainStep = (text: string, key: string | null): CaptchaStep =>
  text.trim() !== '' && key ? 'send' : 'verifyFirst';

/**
 * A captcha failure as the widget shows it: "the user error text with a numeric code". Codes 60204 (js
 * resource load timeout) and 60205 (gct resource load timeout) are both labelled Network failure.
 */
export interface CaptchaFailure {
  code: number | null;
  /** The vendor's or the server's text; null shows unknown_error. */
  text: string | null;
  /** A locale key that replaces the text. */
  messageKey?: MessageKey;
}

export const NETWORK_FAILURE_KEY = 'captcha_network_failure';
export const GEETEST_NOT_WORK_KEY = 'captcha_geetest_not_work';

/** Geetest's error object (v3: error_code, msg, user_error; v4: code, msg, desc) as a CaptchaFailure. */
export function geetestFailure(error: unknown): CaptchaFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const digits = String(e.code ?? e.error_code ?? '').replace(/\D/g, '');
  const code = digits ? Number(digits) : null;
  if (code === CAPTCHA_SCRIPT_TIMEOUT_JS || code === CAPTCHA_SCRIPT_TIMEOUT_GCT) {
    return { code, text: null, messageKey: NETWORK_FAILURE_KEY };
  }
  const text = [e.user_error, e.msg].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { code, text: text ?? null };
}

/** The widget's error line: the text (or its locale key, or unknown_error) followed by the code. */
export function failureText(failure: CaptchaFailure, t: TFunction): string {
  const text = failure.messageKey ? t(failure.messageKey) : (failure.text ?? t('unknown_error'));
  return failure.code === null ? text : `${text} (${failure.code})`;
}

/**
 * "Setup is retried once": runs the setup, and once more when it fails; the second failure is the result.
 * CAPTCHA_SETUP_TRIES counts both tries.
 */
export async function withSetupRetry<T>(setup: () => Promise<T>, tries = CAPTCHA_SETUP_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await setup();
    } catch (err) {
      if (attempt >= tries) throw err;
    }
  }
}

/** v3 getValidate() result. */
export interface GeetestV3Result {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The request fields of a Geetest result: v3 challenge and seccode, v4 the result as JSON. */
export function geetestFields(version: GeetestVersion, result: unknown): CaptchaFields | null {
  if (typeof result !== 'object' || result === null) return null;
  if (version === 'v3') {
    const r = result as Partial<GeetestV3Result>;
    return r.geetest_challenge && r.geetest_seccode
      ? { geetestChallenge: r.geetest_challenge, geetestSeccode: r.geetest_seccode }
      : null;
  }
  const r = result as Partial<GeetestV4Result>;
  return r.lot_number && r.captcha_output && r.pass_token && r.gen_time
    ? { geetestValidateV4: JSON.stringify(result) }
    : null;
}
