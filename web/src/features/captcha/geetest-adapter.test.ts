import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_SCRIPT_TIMEOUT_MS } from '@app/contract/constants/captcha';
import { CaptchaSetupError, loadGeetestScript, startGeetest, type GeetestListener } from './geetest-adapter';

/** The script element the adapter added for a URL (jsdom fetches no scripts: tests fire its events). */
const scriptFor = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete window.initGeetest;
  delete window.initGeetest4;
});

describe('loadGeetestScript: the captcha script timeout is 3 s', () => {
  beforeEach(() => vi.useFakeTimers());

  it('rejects with 60204 (js resource load timeout, labelled Network failure) after 3 s', async () => {
    const loading = loadGeetestScript('/slow.js');
    const caught = loading.catch((e: unknown) => e);
    vi.advanceTimersByTime(CAPTCHA_SCRIPT_TIMEOUT_MS - 1);
    expect(scriptFor('/slow.js')).not.toBeNull();
    vi.advanceTimersByTime(1);
    const error = await caught;
    expect(error).toBeInstanceOf(CaptchaSetupError);
    expect((error as CaptchaSetupError).failure).toEqual({
      code: 60204,
      text: null,
      messageKey: 'captcha_network_failure',
    });
    expect(scriptFor('/slow.js')).toBeNull();
  });

  it('a script that fails to load is 60204 too, and the next call tries again', async () => {
    const first = loadGeetestScript('/broken.js').catch((e: unknown) => e);
    scriptFor('/broken.js')?.dispatchEvent(new Event('error'));
    expect(((await first) as CaptchaSetupError).failure.code).toBe(60204);
    const second = loadGeetestScript('/broken.js');
    scriptFor('/broken.js')?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('a script that arrives in time stays loaded: the timeout does not fail it later', async () => {
    const loading = loadGeetestScript('/quick.js');
    scriptFor('/quick.js')?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    vi.advanceTimersByTime(CAPTCHA_SCRIPT_TIMEOUT_MS * 2);
    await expect(loadGeetestScript('/quick.js')).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script[src="/quick.js"]')).toHaveLength(1);
  });

  it('loads a script once', async () => {
    const a = loadGeetestScript('/once.js');
    const b = loadGeetestScript('/once.js');
    expect(document.head.querySelectorAll('script[src="/once.js"]')).toHaveLength(1);
    scriptFor('/once.js')?.dispatchEvent(new Event('load'));
    await Promise.all([a, b]);
  });
});

/** A Geetest captcha object as the vendor scripts hand it over. */
function fakeCaptchaObject() {
  const handlers: Record<string, ((arg?: unknown) => void)[]> = {};
  const on = (name: string) =>
    function (this: unknown, fn: (arg?: unknown) => void) {
      (handlers[name] ??= []).push(fn);
      return obj;
    };
  let validate: unknown = false;
  const obj = {
    onReady: on('ready'),
    onSuccess: on('success'),
    onError: on('error'),
    onClose: on('close'),
    getValidate: () => validate,
    reset: vi.fn(() => {
      validate = false;
    }),
    destroy: vi.fn(),
    verify: vi.fn(),
    showCaptcha: vi.fn(),
  };
  const emit = (name: string, arg?: unknown) => handlers[name]?.forEach((fn) => fn(arg));
  return { obj, emit, pass: (result: unknown) => (validate = result) };
}

const listener = (): GeetestListener & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    success: () => calls.push('success'),
    close: () => calls.push('close'),
    error: (f) => calls.push(`error ${f.code}`),
  };
};

/** Starts with the script "loaded" at once. */
const start = (options: Parameters<typeof startGeetest>[0], l: GeetestListener) => {
  const started = startGeetest(options, l);
  scriptFor(options.scriptUrl)?.dispatchEvent(new Event('load'));
  return started;
};

describe('startGeetest: v4 (initGeetest4) and v3 (initGeetest) through one adapter', () => {
  it('v4: bind product with the captcha id, the script timeout and the language; ready resolves', async () => {
    const fake = fakeCaptchaObject();
    const init = vi.fn((_config: Record<string, unknown>, cb: (o: never) => void) => {
      cb(fake.obj as never);
      fake.emit('ready');
    });
    window.initGeetest4 = init;
    const l = listener();
    const captcha = await start({ version: 'v4', scriptUrl: '/gt4.js', captchaId: 'cid', language: 'CN' }, l);
    expect(init.mock.calls[0]?.[0]).toEqual({
      captchaId: 'cid',
      product: 'bind',
      language: 'zho',
      timeout: CAPTCHA_SCRIPT_TIMEOUT_MS,
    });
    captcha.verify();
    expect(fake.obj.showCaptcha).toHaveBeenCalled();
    expect(captcha.fields()).toBeNull();
    const result = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
    fake.pass(result);
    fake.emit('success');
    fake.emit('close');
    fake.emit('error', { code: '60500' });
    expect(l.calls).toEqual(['success', 'close', 'error 60500']);
    expect(captcha.fields()).toEqual({ geetestValidateV4: JSON.stringify(result) });
  });

  it('v3: the server setup (gt, challenge, offline from success) and verify()', async () => {
    const fake = fakeCaptchaObject();
    const init = vi.fn((_config: Record<string, unknown>, cb: (o: never) => void) => {
      cb(fake.obj as never);
      fake.emit('ready');
    });
    window.initGeetest = init;
    const captcha = await start(
      {
        version: 'v3',
        scriptUrl: '/gt.js',
        captchaId: '',
        language: 'EN',
        v3Setup: { gt: 'gt-id', challenge: 'chal', newCaptcha: true, success: 1 },
      },
      listener(),
    );
    expect(init.mock.calls[0]?.[0]).toEqual({
      gt: 'gt-id',
      challenge: 'chal',
      offline: false,
      new_captcha: true,
      product: 'bind',
      lang: 'en',
      timeout: CAPTCHA_SCRIPT_TIMEOUT_MS,
    });
    captcha.verify();
    expect(fake.obj.verify).toHaveBeenCalled();
    fake.pass({ geetest_challenge: 'chal', geetest_validate: 'v', geetest_seccode: 'v|jordan' });
    expect(captcha.fields()).toEqual({ geetestChallenge: 'chal', geetestSeccode: 'v|jordan' });
  });

  it('an error before ready (60205, gct resource load timeout) fails the setup', async () => {
    const fake = fakeCaptchaObject();
    window.initGeetest4 = (_config, cb) => {
      cb(fake.obj as never);
      fake.emit('error', { code: '60205', msg: 'gct resource load timeout' });
    };
    const l = listener();
    const error = await start(
      { version: 'v4', scriptUrl: '/gt4.js', captchaId: 'cid', language: 'EN' },
      l,
    ).catch((e: unknown) => e);
    expect((error as CaptchaSetupError).failure).toMatchObject({
      code: 60205,
      messageKey: 'captcha_network_failure',
    });
    expect(fake.obj.destroy).toHaveBeenCalled();
    expect(l.calls).toEqual([]);
  });

  it('a script without its init function is a failed load (60204)', async () => {
    const error = await start(
      { version: 'v4', scriptUrl: '/empty.js', captchaId: 'cid', language: 'EN' },
      listener(),
    ).catch((e: unknown) => e);
    expect((error as CaptchaSetupError).failure.code).toBe(60204);
  });
});
