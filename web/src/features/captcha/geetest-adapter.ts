import type { CaptchaFields, GeetestVersion } from '@app/contract/captcha';
import { CAPTCHA_SCRIPT_TIMEOUT_JS, CAPTCHA_SCRIPT_TIMEOUT_MS } from '@app/contract/constants/captcha';
import { loadScript } from '../../lib/load-script';
import { geetestFailure, geetestFields, type CaptchaFailure } from './captcha-rules';

/**
 * The one adapter in front of Geetest v3 (gt.js, initGeetest) and v4 (gt4.js, initGeetest4): loads the script
 * the server names (Geetest's own in production, the server's stand-in in test and demo mode) within the
 * captcha script timeout, sets the captcha up in the 'bind' product (our widget is the button, Geetest shows
 * only its challenge) and reports its events in one shape.
 */

/** The captcha object both scripts hand to their callback (the members this adapter uses). */
interface GeetestCaptchaObject {
  onReady(fn: () => void): GeetestCaptchaObject;
  onSuccess(fn: () => void): GeetestCaptchaObject;
  onError(fn: (error: unknown) => void): GeetestCaptchaObject;
  onClose(fn: () => void): GeetestCaptchaObject;
  getValidate(): unknown;
  reset(): void;
  destroy(): void;
  /** v3 */
  verify?(): void;
  /** v4 */
  showCaptcha?(): void;
}

type InitGeetest = (
  config: Record<string, unknown>,
  callback: (captcha: GeetestCaptchaObject) => void,
) => void;

declare global {
  interface Window {
    initGeetest?: InitGeetest;
    initGeetest4?: InitGeetest;
  }
}

/** A failure of the adapter's own script load: 60204, js resource load timeout (labelled Network failure). */
export class CaptchaSetupError extends Error {
  constructor(readonly failure: CaptchaFailure) {
    super(failure.text ?? `captcha setup failed (${failure.code ?? 'no code'})`);
    this.name = 'CaptchaSetupError';
  }
}

const scriptTimeout = (): CaptchaSetupError =>
  new CaptchaSetupError(geetestFailure({ code: CAPTCHA_SCRIPT_TIMEOUT_JS, msg: 'js resource load timeout' }));

/**
 * Loads the Geetest script; a failed load and one that has not arrived within the captcha script timeout are
 * both 60204 (the loader forgets either, so a later call tries anew).
 */
export const loadGeetestScript = (url: string): Promise<void> =>
  loadScript(url, {}, { timeoutMs: CAPTCHA_SCRIPT_TIMEOUT_MS }).catch(() => {
    throw scriptTimeout();
  });

/** Geetest's language codes: v3 lang, v4 language (three letters); English where Geetest has none of ours. */
const LANGUAGES: Readonly<Record<string, readonly [string, string]>> = {
  CN: ['zh-cn', 'zho'],
  TW: ['zh-tw', 'zho-tw'],
  EN: ['en', 'eng'],
  JA: ['ja', 'jpn'],
  KO: ['ko', 'kor'],
  ID: ['id', 'ind'],
  TH: ['th', 'tha'],
  VI: ['vi', 'vie'],
  ES: ['es', 'spa'],
  PT: ['pt-pt', 'por'],
  'PT-BR': ['pt-pt', 'por'],
  FR: ['fr', 'fra'],
  TR: ['tr', 'tur'],
  MS: ['ms', 'msa'],
};
const geetestLanguage = (version: GeetestVersion, language: string): string =>
  (LANGUAGES[language] ?? LANGUAGES.EN ?? ['en', 'eng'])[version === 'v3' ? 0 : 1];

/** v3 setup from GET /wps/captcha/geetest. */
export interface GeetestV3Setup {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  success: number;
}

export interface GeetestOptions {
  version: GeetestVersion;
  scriptUrl: string;
  /** v4: gw.GEETEST_ID. */
  captchaId: string;
  /** v3: the server's setup (a fresh challenge). */
  v3Setup?: GeetestV3Setup;
  /** Interface language code (CN, EN, ...). */
  language: string;
}

/** What the captcha reports once it is ready. */
export interface GeetestListener {
  success(): void;
  close(): void;
  error(failure: CaptchaFailure): void;
}

/** A ready Geetest captcha. */
export interface GeetestCaptcha {
  /** Opens the challenge. */
  verify(): void;
  /** The request fields of the validated result, or null. */
  fields(): CaptchaFields | null;
  reset(): void;
  destroy(): void;
}

/** Loads the script and sets the captcha up; resolves when it is ready, rejects with CaptchaSetupError. */
export async function startGeetest(
  options: GeetestOptions,
  listener: GeetestListener,
): Promise<GeetestCaptcha> {
  await loadGeetestScript(options.scriptUrl);
  const init = options.version === 'v3' ? window.initGeetest : window.initGeetest4;
  if (!init) throw scriptTimeout();
  const lang = geetestLanguage(options.version, options.language);
  const config: Record<string, unknown> =
    options.version === 'v3'
      ? {
          gt: options.v3Setup?.gt,
          challenge: options.v3Setup?.challenge,
          offline: !options.v3Setup?.success,
          new_captcha: options.v3Setup?.newCaptcha ?? true,
          product: 'bind',
          lang,
          timeout: CAPTCHA_SCRIPT_TIMEOUT_MS,
        }
      : { captchaId: options.captchaId, product: 'bind', language: lang, timeout: CAPTCHA_SCRIPT_TIMEOUT_MS };

  return new Promise<GeetestCaptcha>((resolve, reject) => {
    let ready = false;
    init(config, (obj) => {
      const captcha: GeetestCaptcha = {
        // 'bind' product: v3 opens the challenge with verify(), v4 with showCaptcha().
        verify: () => (options.version === 'v3' ? obj.verify?.() : obj.showCaptcha?.()),
        fields: () => geetestFields(options.version, obj.getValidate()),
        reset: () => obj.reset(),
        destroy: () => obj.destroy(),
      };
      obj
        .onReady(() => {
          ready = true;
          resolve(captcha);
        })
        .onSuccess(() => listener.success())
        .onClose(() => listener.close())
        .onError((error) => {
          const failure = geetestFailure(error);
          if (ready) listener.error(failure);
          else {
            obj.destroy();
            reject(new CaptchaSetupError(failure));
          }
        });
    });
  });
}
