import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaFields } from '@app/contract/captcha';
import { createCaptchaSession, type CaptchaNotice, type CaptchaSessionOptions } from './captcha-session';
import type { GeetestCaptcha, GeetestListener, GeetestOptions } from './geetest-adapter';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

/** The adapter's startGeetest, driven by the test: each call waits for `ready()` or `fail()`. */
const geetest = vi.hoisted(() => ({
  starts: [] as {
    options: GeetestOptions;
    listener: GeetestListener;
    ready: () => void;
    fail: (code: number) => void;
  }[],
  captcha: null as null | (GeetestCaptcha & { result: CaptchaFields | null }),
}));
vi.mock(import('./geetest-adapter'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    startGeetest: (options: GeetestOptions, listener: GeetestListener) =>
      new Promise<GeetestCaptcha>((resolve, reject) => {
        const captcha = {
          result: null as CaptchaFields | null,
          verify: vi.fn(),
          fields: () => captcha.result,
          reset: vi.fn(() => {
            captcha.result = null;
          }),
          destroy: vi.fn(),
        };
        geetest.starts.push({
          options,
          listener,
          ready: () => {
            geetest.captcha = captcha;
            resolve(captcha);
          },
          fail: (code) => reject(new actual.CaptchaSetupError({ code, text: null })),
        });
      }),
  };
});

const ok = (value: unknown) => ({ success: true, message: null, errorCode: null, value });
const failed = (message: string) => ({ success: false, message, errorCode: 'x', value: null });
const flush = () => new Promise((r) => setTimeout(r, 0));

let notices: CaptchaNotice[];
const session = (o: Partial<CaptchaSessionOptions>) =>
  createCaptchaSession({
    action: 'login',
    flavour: 'geetest',
    version: 'v4',
    captchaId: 'cid',
    scriptUrl: '/gt4.js',
    language: () => 'EN',
    notify: async (n) => {
      notices.push(n);
    },
    ...o,
  });

beforeEach(() => {
  notices = [];
  geetest.starts = [];
  geetest.captcha = null;
  callApi.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the plain captcha', () => {
  const images = () => {
    let n = 0;
    callApi.mockImplementation(async () =>
      ok({ key: `key${++n}`, image: `data:image/svg+xml;base64,${n}`, expiresAt: 0 }),
    );
  };

  it('shows a server image; empty, it asks to verify first and focuses the input', async () => {
    images();
    const s = session({ flavour: 'plain' });
    s.start();
    expect(s.view().state).toBe('loading');
    await flush();
    expect(s.view()).toMatchObject({ state: 'waiting', image: 'data:image/svg+xml;base64,1' });
    expect(callApi).toHaveBeenCalledWith('captchaImage', { t: expect.any(String) }, { alert: false });
    await expect(s.ensure()).resolves.toBeNull();
    expect(notices).toEqual(['verifyFirst']);
    await flush();
    expect(s.view().focusRequest).toBe(1);
  });

  it('sends the trimmed text with the image key', async () => {
    images();
    const s = session({ flavour: 'plain' });
    s.start();
    await flush();
    s.setText(' ab3d ');
    await expect(s.ensure()).resolves.toEqual({ captcha: 'ab3d', captchaKey: 'key1' });
  });

  it('after a failure the input is cleared and a new one fetched (reset; also a tap on the image)', async () => {
    images();
    const s = session({ flavour: 'plain' });
    s.start();
    await flush();
    s.setText('ab3d');
    s.reset();
    expect(s.view()).toMatchObject({ state: 'loading', text: '' });
    await flush();
    expect(s.view()).toMatchObject({ state: 'waiting', image: 'data:image/svg+xml;base64,2' });
    s.setText('xy7k');
    await expect(s.ensure()).resolves.toEqual({ captcha: 'xy7k', captchaKey: 'key2' });
  });

  it('an image that fails to load shows the error; retry loads again', async () => {
    images();
    callApi.mockResolvedValueOnce(failed('Server busy'));
    const s = session({ flavour: 'plain' });
    s.start();
    await flush();
    expect(s.view()).toMatchObject({ state: 'error', failure: { code: null, text: 'Server busy' } });
    await expect(s.ensure()).resolves.toBeNull();
    s.retry();
    await flush();
    expect(s.view().state).toBe('waiting');
  });

  it('shows a new image when the old one expires', async () => {
    vi.useFakeTimers();
    images();
    const s = session({ flavour: 'plain' });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.view().image).toBe('data:image/svg+xml;base64,2');
    s.destroy();
  });
});

describe('Geetest', () => {
  const ready = async (o: Partial<CaptchaSessionOptions> = {}) => {
    const s = session(o);
    s.start();
    await flush();
    geetest.starts.at(-1)?.ready();
    await flush();
    return s;
  };
  const passed = { geetestValidateV4: '{"lot_number":"l"}' };

  it('loading moves to waiting when ready', async () => {
    const s = session({});
    s.start();
    expect(s.view().state).toBe('loading');
    await flush();
    geetest.starts[0]?.ready();
    await flush();
    expect(s.view().state).toBe('waiting');
    expect(geetest.starts[0]?.options).toEqual({
      version: 'v4',
      scriptUrl: '/gt4.js',
      captchaId: 'cid',
      v3Setup: undefined,
      language: 'EN',
    });
  });

  it('captcha is run first if no captcha result is on the form; success resolves the fields', async () => {
    const s = await ready();
    const ensured = s.ensure();
    expect(geetest.captcha?.verify).toHaveBeenCalledTimes(1);
    geetest.captcha!.result = passed;
    geetest.starts[0]?.listener.success();
    await expect(ensured).resolves.toEqual(passed);
    expect(s.view().state).toBe('success');
    // The result stays on the form: the next submit sends it without a challenge.
    await expect(s.ensure()).resolves.toEqual(passed);
    expect(geetest.captcha?.verify).toHaveBeenCalledTimes(1);
  });

  it("closing the challenge gives 'verify_first' and returns to waiting", async () => {
    const s = await ready();
    const ensured = s.ensure();
    geetest.starts[0]?.listener.close();
    await expect(ensured).resolves.toBeNull();
    expect(notices).toEqual(['verifyFirst']);
    expect(s.view().state).toBe('waiting');
  });

  it("a second attempt during one in progress is rejected ('verify geetest too fast')", async () => {
    const s = await ready();
    const first = s.ensure();
    await expect(s.ensure()).resolves.toBeNull();
    s.verify();
    expect(notices).toEqual(['tooFast', 'tooFast']);
    expect(geetest.captcha?.verify).toHaveBeenCalledTimes(1);
    geetest.starts[0]?.listener.close();
    await first;
  });

  it('the widget: click to verify opens the challenge; success shows success; close gives verify_first', async () => {
    const s = await ready();
    s.verify();
    geetest.starts[0]?.listener.close();
    await flush();
    expect(notices).toEqual(['verifyFirst']);
    s.verify();
    geetest.captcha!.result = passed;
    geetest.starts[0]?.listener.success();
    expect(s.view().state).toBe('success');
    await expect(s.ensure()).resolves.toEqual(passed);
  });

  it('an error shows the error state (code kept); submit then asks to verify first; retry loads again', async () => {
    const s = await ready();
    s.verify();
    geetest.starts[0]?.listener.error({ code: 60500, text: 'Service error' });
    expect(s.view()).toMatchObject({ state: 'error', failure: { code: 60500, text: 'Service error' } });
    await expect(s.ensure()).resolves.toBeNull();
    expect(notices).toEqual(['verifyFirst']);
    s.retry();
    expect(s.view().state).toBe('loading');
    await flush();
    expect(geetest.starts).toHaveLength(2);
  });

  it('setup is retried once: one failure still reaches waiting, two show the error', async () => {
    const s = session({});
    s.start();
    await flush();
    geetest.starts[0]?.fail(60204);
    await flush();
    geetest.starts[1]?.ready();
    await flush();
    expect(s.view().state).toBe('waiting');

    const t = session({});
    t.start();
    await flush();
    geetest.starts[2]?.fail(60204);
    await flush();
    geetest.starts[3]?.fail(60205);
    await flush();
    expect(t.view()).toMatchObject({ state: 'error', failure: { code: 60205 } });
    expect(geetest.starts).toHaveLength(4);
  });

  it("SMS captcha requires version v4, otherwise 'unknown_error: Geetest service not work'", async () => {
    const s = session({ action: 'sms', version: 'v3', scriptUrl: '/gt.js' });
    s.start();
    await flush();
    expect(s.view()).toMatchObject({
      state: 'error',
      failure: { code: null, messageKey: 'captcha_geetest_not_work' },
    });
    expect(geetest.starts).toHaveLength(0);
    expect(callApi).not.toHaveBeenCalled();
    await expect(s.ensure()).resolves.toBeNull();
    expect(notices).toEqual(['verifyFirst']);
  });

  it('v3: a fresh challenge from GET /wps/captcha/geetest for each setup, and again on reset', async () => {
    callApi.mockResolvedValue(ok({ gt: 'gt-id', challenge: 'chal', newCaptcha: true, success: 1 }));
    const s = await ready({ version: 'v3', scriptUrl: '/gt.js' });
    expect(callApi).toHaveBeenCalledWith('geetest', { t: expect.any(String) }, { alert: false });
    expect(geetest.starts[0]?.options.v3Setup).toEqual({
      gt: 'gt-id',
      challenge: 'chal',
      newCaptcha: true,
      success: 1,
    });
    s.reset();
    expect(s.view().state).toBe('loading');
    await flush();
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(geetest.starts).toHaveLength(2);
  });

  it('v3: a failed setup call is retried once, then shows the server message', async () => {
    callApi.mockResolvedValue(failed('The security check is not available right now.'));
    const s = session({ version: 'v3', scriptUrl: '/gt.js' });
    s.start();
    await flush();
    await flush();
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(s.view()).toMatchObject({
      state: 'error',
      failure: { code: null, text: 'The security check is not available right now.' },
    });
  });

  it('v4: reset clears the used result and returns to waiting', async () => {
    const s = await ready();
    s.verify();
    geetest.captcha!.result = passed;
    geetest.starts[0]?.listener.success();
    s.reset();
    expect(geetest.captcha?.reset).toHaveBeenCalled();
    expect(s.view().state).toBe('waiting');
  });

  it('destroy ends an open challenge and drops a setup still running', async () => {
    const s = await ready();
    const ensured = s.ensure();
    s.destroy();
    await expect(ensured).resolves.toBeNull();
    expect(geetest.captcha?.destroy).toHaveBeenCalled();
  });
});
