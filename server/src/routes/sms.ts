import type { CallHandler } from '../http/call-handler';
import { sendVerificationSms } from '../services/sms';

/**
 * POST /wps/verification/sms/noLogin: a 6-digit code to the outbox, valid 5 minutes (replacing the number's
 * older codes); answers its expiry (epoch ms). One code per number per minute, SMS_NUMBER_DAILY_LIMIT per
 * number across merchants, SMS_IP_LIMIT per client; only to the merchant's smsAllowedDialingCodes.
 */
export const smsSend: CallHandler<'smsSend'> = async (ctx) => ({
  expirationTime: await sendVerificationSms(ctx, ctx.input),
});
