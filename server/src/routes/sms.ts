import { formatPhone } from '@app/contract/credentials';
import { CONTRACT_ERROR, TOO_MANY_REQUEST_PREFIX } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import type { CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { normalisePhone } from '../services/phone';
import { issueSmsCode } from '../services/sms';
import { requireCaptcha } from './captcha';

/** errorCode of the SMS rate limits, per number and per IP (silent on the client: starts with TOO_MANY_REQUEST). */
export const SMS_TOO_MANY = `${TOO_MANY_REQUEST_PREFIX}_SMS`;

/**
 * POST /wps/verification/sms/noLogin: a 6-digit code to the outbox, valid 5 minutes (replacing the number's
 * older codes); answers its expiry (epoch ms). One code per number per minute, SMS_IP_LIMIT per IP.
 */
export const smsSend: CallHandler<'smsSend'> = async (ctx) => {
  const { countryDialingCode, mobileNum } = ctx.input;
  const mobile = normalisePhone(formatPhone(countryDialingCode, mobileNum));
  if (!mobile) {
    throw new ApiError(200, CONTRACT_ERROR.mobileInvalid, message(ctx.language, 'mobileInvalid'), {
      messageKey: 'mobile_rule',
    });
  }
  await requireCaptcha(ctx, 'sms', ctx.input);
  const result = await issueSmsCode(ctx.app.db, ctx.merchant.code, mobile, ctx.ip, ctx.app.now());
  if (!result.ok) {
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    const key = result.limit === 'ip' ? 'smsTooManyFromIp' : 'smsTooMany';
    throw new ApiError(429, SMS_TOO_MANY, message(ctx.language, key, { seconds }), {
      retryAfterSeconds: seconds,
    });
  }
  await ctx.app.sms.send({
    merchant: ctx.merchant.code,
    mobile,
    code: result.code,
    expiresAt: result.expiresAt,
  });
  return { expirationTime: result.expiresAt };
};
