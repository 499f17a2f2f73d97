import {
  geetestServes,
  type CaptchaAction,
  type CaptchaFields,
  type GeetestVersion,
} from '@app/contract/captcha';
import { PLAIN_CAPTCHA_TTL_MS } from '@app/contract/constants/captcha';
import { captchaApi } from './api';
import {
  GEETEST_NOT_WORK_KEY,
  geetestStep,
  nextWidgetState,
  plainStep,
  withSetupRetry,
  type CaptchaFailure,
  type WidgetEvent,
  type WidgetState,
} from './captcha-rules';
import { CaptchaSetupError, startGeetest, type GeetestCaptcha, type GeetestV3Setup } from './geetest-adapter';

/** What the captcha shows. */
export interface CaptchaView {
  flavour: 'plain' | 'geetest';
  state: WidgetState;
  /** Set in the error state. */
  failure: CaptchaFailure | null;
  /** The plain captcha's image (data URL) and the text typed for it. */
  image: string | null;
  text: string;
  /** Bumped when the plain captcha's input should take the focus. */
  focusRequest: number;
}

/** The notices of spec §5: 'verify geetest too fast', and the Notice alert asking to verify first. */
export type CaptchaNotice = 'tooFast' | 'verifyFirst';

export interface CaptchaSessionOptions {
  action: CaptchaAction;
  flavour: 'plain' | 'geetest';
  version: GeetestVersion;
  /** gw.GEETEST_ID */
  captchaId: string;
  /** The Geetest script of the version, as the server names it. */
  scriptUrl: string;
  /** The interface language now (CN, EN, ...). */
  language: () => string;
  /** Shows the notice; resolves when the player has dismissed it. */
  notify: (notice: CaptchaNotice) => Promise<void>;
}

export interface CaptchaSession {
  view(): CaptchaView;
  subscribe(listener: () => void): () => void;
  start(): void;
  /**
   * The request fields of the captcha: the result on the form, or the Geetest challenge run first when there
   * is none. Null when no result came (the player has been told).
   */
  ensure(): Promise<CaptchaFields | null>;
  /** The widget's "click to verify". */
  verify(): void;
  /** The error state's retry link. */
  retry(): void;
  /** After a failed request the result is used up: clear the input and fetch a new captcha. */
  reset(): void;
  setText(text: string): void;
  destroy(): void;
}

type ChallengeEnd = 'success' | 'close' | 'error';

/** One captcha of a form: the plain captcha or Geetest (through the adapter), and the widget state. */
export function createCaptchaSession(o: CaptchaSessionOptions): CaptchaSession {
  let view: CaptchaView = {
    flavour: o.flavour,
    state: 'loading',
    failure: null,
    image: null,
    text: '',
    focusRequest: 0,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<CaptchaView>) => {
    view = { ...view, ...patch };
    for (const listener of listeners) listener();
  };
  const on = (event: WidgetEvent, failure: CaptchaFailure | null = null) =>
    set({ state: nextWidgetState(view.state, event), failure });

  let destroyed = false;
  // Each (re)load counts up: answers of a superseded one are dropped.
  let generation = 0;
  let imageKey: string | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let captcha: GeetestCaptcha | null = null;
  /** Set while a Geetest challenge is open. */
  let challenge: ((end: ChallengeEnd) => void) | null = null;

  const endChallenge = (end: ChallengeEnd) => {
    const done = challenge;
    challenge = null;
    done?.(end);
  };

  const loadImage = async () => {
    const gen = ++generation;
    imageKey = null;
    clearTimeout(expiryTimer);
    set({ state: 'loading', failure: null, text: '' });
    const res = await captchaApi.image();
    if (destroyed || gen !== generation) return;
    if (!res.success || !res.value) {
      on('failed', { code: null, text: res.message });
      return;
    }
    imageKey = res.value.key;
    set({ image: res.value.image });
    on('ready');
    // An expired image can no longer be answered: show a new one by then.
    expiryTimer = setTimeout(() => void loadImage(), PLAIN_CAPTCHA_TTL_MS);
  };

  const geetestV3Setup = async (): Promise<GeetestV3Setup> => {
    const res = await captchaApi.geetestSetup();
    if (!res.success || !res.value) throw new CaptchaSetupError({ code: null, text: res.message });
    return res.value;
  };

  const setUpGeetest = async () => {
    const gen = ++generation;
    endChallenge('close');
    captcha?.destroy();
    captcha = null;
    set({ state: 'loading', failure: null });
    if (!geetestServes(o.action, o.version)) {
      on('failed', { code: null, text: null, messageKey: GEETEST_NOT_WORK_KEY });
      return;
    }
    const current = () => !destroyed && gen === generation;
    const listener = {
      success: () => {
        if (!current()) return;
        if (captcha?.fields()) on('validated');
        endChallenge('success');
      },
      close: () => {
        if (!current()) return;
        on('closed');
        endChallenge('close');
      },
      error: (failure: CaptchaFailure) => {
        if (!current()) return;
        on('failed', failure);
        endChallenge('error');
      },
    };
    try {
      const ready = await withSetupRetry(async () =>
        startGeetest(
          {
            version: o.version,
            scriptUrl: o.scriptUrl,
            captchaId: o.captchaId,
            v3Setup: o.version === 'v3' ? await geetestV3Setup() : undefined,
            language: o.language(),
          },
          listener,
        ),
      );
      if (!current()) {
        ready.destroy();
        return;
      }
      captcha = ready;
      on('ready');
    } catch (err) {
      if (!current()) return;
      on('failed', err instanceof CaptchaSetupError ? err.failure : { code: null, text: null });
    }
  };

  const runChallenge = (): Promise<ChallengeEnd> =>
    new Promise((resolve) => {
      challenge = resolve;
      captcha?.verify();
    });

  const load = () => void (o.flavour === 'plain' ? loadImage() : setUpGeetest());

  return {
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: load,

    async ensure() {
      if (o.flavour === 'plain') {
        if (plainStep(view.text, imageKey) === 'send' && imageKey) {
          return { captcha: view.text.trim(), captchaKey: imageKey };
        }
        // Once the Notice alert is confirmed, the player types the code.
        void o.notify('verifyFirst').then(() => set({ focusRequest: view.focusRequest + 1 }));
        return null;
      }
      const fields = view.state === 'success' ? (captcha?.fields() ?? null) : null;
      const step = geetestStep(view.state, challenge !== null, fields !== null);
      if (step === 'send') return fields;
      if (step === 'run' && (await runChallenge()) === 'success') {
        const validated = captcha?.fields() ?? null;
        if (validated) return validated;
      }
      void o.notify(step === 'tooFast' ? 'tooFast' : 'verifyFirst');
      return null;
    },

    verify() {
      if (challenge) {
        void o.notify('tooFast');
        return;
      }
      if (view.state !== 'waiting' || !captcha) return;
      void runChallenge().then((end) => {
        // "Closing the challenge gives 'verify_first'."
        if (end === 'close') void o.notify('verifyFirst');
      });
    },

    retry() {
      if (view.state === 'error') load();
    },

    reset() {
      if (o.flavour === 'plain' || o.version === 'v3') {
        // A new image, or a new v3 challenge (Geetest validates a challenge once).
        load();
        return;
      }
      captcha?.reset();
      on('reset');
    },

    setText(text) {
      set({ text });
    },

    destroy() {
      destroyed = true;
      clearTimeout(expiryTimer);
      endChallenge('close');
      captcha?.destroy();
      captcha = null;
      listeners.clear();
    },
  };
}
