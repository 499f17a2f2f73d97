import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { CallContext, CallHandler, RouteTable } from '../http/call-handler';
import { Refused, type Refusal } from '../services/refused';
import { answeringRefusals, refusalToApiError, SMS_TOO_MANY } from './refusals';
import { routeTable } from './route-table';

const answerOf = (refusal: Refusal, language = 'EN') => refusalToApiError(new Refused(refusal), language);

describe('refusalToApiError', () => {
  it.each<[string, Refusal, { statusCode: number; errorCode: string; message: string; value: unknown }]>([
    [
      'a fixed answer, in the request language',
      { reason: 'wrong-password' },
      { statusCode: 200, errorCode: 'login.cred.err', message: '用户名或密码错误。', value: null },
    ],
    [
      'a rule failure names the web key of the rule',
      { reason: 'password-invalid' },
      {
        statusCode: 200,
        errorCode: 'password.invalid',
        message: '6 至 20 个字符，至少包含一个字母和一个数字。',
        value: { messageKey: 'password_rule' },
      },
    ],
    [
      'the SMS limit answers the seconds left, rounded up',
      { reason: 'sms-too-many', limit: 'ip', retryAfterMs: 1_001 },
      {
        statusCode: 429,
        errorCode: SMS_TOO_MANY,
        message: 'Too many codes were requested from your network. Please wait 2 seconds.',
        value: { retryAfterSeconds: 2 },
      },
    ],
    [
      'a two-factor demand answers the methods',
      { reason: 'verify-required', methods: { email: true, ga: false, sms: true, payeeName: false } },
      {
        statusCode: 200,
        errorCode: 'login_verify_required',
        message: '当前IP未被记录，请完成任意一项验证以继续。',
        value: { email: true, ga: false, sms: true, payeeName: false },
      },
    ],
  ])('%s', (_, refusal, expected) => {
    const answer = answerOf(refusal, 'CN');
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject(expected);
  });

  it('rethrows any other error as it is', () => {
    const err = new Error('disk full');
    expect(refusalToApiError(err, 'EN')).toBe(err);
  });
});

describe('answeringRefusals', () => {
  const ctx = { language: 'EN' } as CallContext<'ping'>;

  it('answers the refusals of every handler and keeps shared entries', async () => {
    const refusing: CallHandler<'ping'> = async () => {
      throw new Refused({ reason: 'captcha-required' });
    };
    const table = answeringRefusals({ ...routeTable, ping: refusing });
    const ping = table.ping as CallHandler<'ping'>;
    await expect(ping(ctx)).rejects.toMatchObject({ statusCode: 200, errorCode: 'captcha.required' });
    expect(table.socialLogin).toEqual({ sharedWith: 'login' });
  });

  it('lets the answers of handlers through untouched', async () => {
    const answering: RouteTable = answeringRefusals({ ...routeTable, ping: async () => ({ time: 1 }) });
    await expect((answering.ping as CallHandler<'ping'>)(ctx)).resolves.toEqual({ time: 1 });
  });
});
