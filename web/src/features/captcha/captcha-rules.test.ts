// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  failureText,
  geetestFailure,
  geetestFields,
  geetestStep,
  nextWidgetState,
  plainStep,
  withSetupRetry,
  type WidgetEvent,
  type WidgetState,
} from './captcha-rules';

describe('captcha widget: loading, waiting (click to verify), success, error (with a retry link)', () => {
  it.each<[WidgetState, WidgetEvent, WidgetState, string]>([
    ['loading', 'ready', 'waiting', 'loading moves to waiting when ready'],
    ['waiting', 'validated', 'success', 'to success on a validated result'],
    ['loading', 'failed', 'error', 'to error on failure (setup)'],
    ['waiting', 'failed', 'error', 'to error on failure (challenge)'],
    ['waiting', 'closed', 'waiting', 'close returns to waiting'],
    ['success', 'reset', 'waiting', 'reset returns to waiting'],
    ['error', 'retry', 'loading', 'retry returns to loading'],
    ['loading', 'closed', 'loading', 'nothing to close while loading'],
    ['error', 'reset', 'error', 'reset does not hide an error: retry does'],
    ['waiting', 'retry', 'waiting', 'retry is only offered in the error state'],
    ['success', 'ready', 'success', 'ready means nothing once past loading'],
  ])('%s + %s = %s: %s', (state, event, next) => {
    expect(nextWidgetState(state, event)).toBe(next);
  });
});

describe('Geetest on submit', () => {
  it.each<[WidgetState, boolean, boolean, string, string]>([
    ['success', false, true, 'send', 'a validated result is on the form: it is sent'],
    ['waiting', false, false, 'run', 'captcha is run first if no captcha result is on the form'],
    [
      'waiting',
      true,
      false,
      'tooFast',
      "a second attempt during one in progress is rejected ('verify geetest too fast')",
    ],
    ['success', true, true, 'tooFast', 'even with a result, while a challenge is open'],
    [
      'loading',
      false,
      false,
      'verifyFirst',
      'captcha enabled and no validated result exists: the Notice alert',
    ],
    ['error', false, false, 'verifyFirst', 'no validated result after an error: the Notice alert'],
    ['success', false, false, 'verifyFirst', 'a success whose result is gone is no validated result'],
  ])('%s, verifying %s, result %s: %s (%s)', (state, verifying, hasResult, step) => {
    expect(geetestStep(state, verifying, hasResult)).toBe(step);
  });
});

describe('plain captcha on submit', () => {
  it.each<[string, string | null, string]>([
    ['ab3d', 'key', 'send'],
    ['  ', 'key', 'verifyFirst'],
    ['', 'key', 'verifyFirst'],
    ['ab3d', null, 'verifyFirst'],
  ])('text %j with key %j: %s', (text, key, step) => {
    expect(plainStep(text, key)).toBe(step);
  });
});

describe('captcha script loading errors: 60204 and 60205, both labelled Network failure', () => {
  const t = (key: string) =>
    ({ captcha_network_failure: 'Network failure', unknown_error: 'Unknown error' })[key] ?? key;

  it.each([
    [{ code: '60204', msg: 'js resource load timeout' }, 'Network failure (60204)'],
    [{ code: '60205', msg: 'gct resource load timeout' }, 'Network failure (60205)'],
    [{ error_code: 'error_60205', msg: 'gct resource load timeout' }, 'Network failure (60205)'],
    [{ code: '60500', msg: 'verify fail', user_error: 'Service error' }, 'Service error (60500)'],
    [{ code: '60100', msg: 'config error' }, 'config error (60100)'],
    [{ msg: 'no code' }, 'no code'],
    [{}, 'Unknown error'],
    [null, 'Unknown error'],
  ])('%o shows %j (widget error: the text or unknown_error)', (error, text) => {
    expect(failureText(geetestFailure(error), t)).toBe(text);
  });
});

describe('setup is retried once', () => {
  it('a failed setup is tried a second time', async () => {
    const setup = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('ready');
    await expect(withSetupRetry(setup)).resolves.toBe('ready');
    expect(setup).toHaveBeenCalledTimes(2);
  });

  it('the second failure is the result: no third try', async () => {
    const setup = vi
      .fn()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    await expect(withSetupRetry(setup)).rejects.toThrow('second');
    expect(setup).toHaveBeenCalledTimes(2);
  });

  it('a setup that works is run once', async () => {
    const setup = vi.fn().mockResolvedValue('ready');
    await withSetupRetry(setup);
    expect(setup).toHaveBeenCalledTimes(1);
  });
});

describe('Geetest results as request fields', () => {
  it('v3: geetestChallenge and geetestSeccode', () => {
    expect(
      geetestFields('v3', { geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 'v|jordan' }),
    ).toEqual({ geetestChallenge: 'c', geetestSeccode: 'v|jordan' });
  });

  it('v4: the getValidate() result as JSON in geetestValidateV4', () => {
    const result = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1', captcha_id: 'id' };
    expect(geetestFields('v4', result)).toEqual({ geetestValidateV4: JSON.stringify(result) });
  });

  it.each([
    ['v3', false],
    ['v3', { geetest_challenge: 'c' }],
    ['v4', { lot_number: 'l' }],
    ['v4', null],
  ] as const)('%s: no result in %o', (version, result) => {
    expect(geetestFields(version, result)).toBeNull();
  });
});
