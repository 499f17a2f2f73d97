import { randomInt } from 'node:crypto';
import { isValidPassword, isValidUsername, normaliseUsername } from '@app/contract/credentials';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { RegisterRequest } from '@app/contract/calls';
import { hashPassword } from '../crypto/password';
import { ApiError } from '../http/api-error';
import type { CallContext, CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import {
  DuplicateMemberError,
  findFreeUsername,
  insertMember,
  usernameFromMobile,
  type MemberRow,
} from '../services/members';
import { normalisePhone } from '../services/phone';
import { createSession } from '../services/sessions';
import { requireCaptcha } from './captcha';

type RegisterCtx = CallContext<'register'> | CallContext<'registerMobile'>;

const invalid = (field: string) => new ApiError(400, CONTRACT_ERROR.requestInvalid, `${field}: Required`);

/** The password the registrant chose: required, and it must pass the password rule. */
function chosenPassword(ctx: RegisterCtx): string {
  const { password } = ctx.input;
  if (password === undefined) throw invalid('password');
  if (!isValidPassword(password)) {
    throw new ApiError(200, CONTRACT_ERROR.passwordInvalid, message(ctx.language, 'passwordInvalid'), {
      messageKey: 'password_rule',
    });
  }
  return password;
}

async function createMember(
  ctx: RegisterCtx,
  fields: { username: string; mobile: string | null; password: string; passwordIsDefault: boolean },
): Promise<MemberRow> {
  const input: RegisterRequest = ctx.input;
  return insertMember(
    ctx.app.db,
    {
      merchant: ctx.merchant.code,
      username: fields.username,
      mobile: fields.mobile,
      passwordHash: await hashPassword(fields.password, ctx.app.scryptLogN),
      passwordIsDefault: fields.passwordIsDefault,
      language:
        ctx.language && ctx.merchant.settings.public.languages.some((l) => l === ctx.language)
          ? ctx.language
          : 'EN',
      // A registration that logs in is the member's first login.
      firstLoginDone: input.login,
      registerMethod: input.registerMethod,
      registerUrl: input.registerUrl ?? null,
      domain: input.domain ?? null,
      affiliateCode: input.affiliateCode ?? null,
      referralCode: input.referralCode ?? null,
      pixelTrack: input.pixelTrack ?? null,
      loginDeviceId: input.loginDeviceId ?? null,
      originalDomain: input.originalDomain ?? null,
      adAttribution: input.adAttribution ?? null,
      officialAppLogin: input.isOfficialAppLogin ?? false,
    },
    ctx.app.now(),
  );
}

async function answer(ctx: RegisterCtx, member: MemberRow) {
  let token: string | null = null;
  if (ctx.input.login) {
    const s = ctx.merchant.settings;
    token = (await createSession(ctx.app.db, member, ctx.ip, s.sessionTtlSeconds, ctx.app.now())).token;
  }
  return { id: member.id, userName: member.username, token };
}

/** POST /wps/member/register: username + password. */
export const register: CallHandler<'register'> = async (ctx) => {
  if (!ctx.merchant.settings.public.register.username) {
    throw new ApiError(
      400,
      CONTRACT_ERROR.requestInvalid,
      message(ctx.language, 'registerClosed', { method: 'username' }),
    );
  }
  if (ctx.input.username === undefined) throw invalid('username');
  const username = normaliseUsername(ctx.input.username);
  if (!isValidUsername(username)) {
    throw new ApiError(200, CONTRACT_ERROR.usernameInvalid, message(ctx.language, 'usernameInvalid'), {
      messageKey: 'username_rule',
    });
  }
  const password = chosenPassword(ctx);
  // After the form's own checks, so a typo does not use up the captcha.
  await requireCaptcha(ctx, 'register', ctx.input);
  try {
    const member = await createMember(ctx, {
      username,
      mobile: null,
      password,
      passwordIsDefault: false,
    });
    return await answer(ctx, member);
  } catch (err) {
    if (err instanceof DuplicateMemberError) {
      throw new ApiError(200, CONTRACT_ERROR.usernameTaken, message(ctx.language, 'usernameTaken'));
    }
    throw err;
  }
};

/**
 * POST /wps/member/register/mobile: '+' dialling code and number. With the mobile-password option the
 * registrant chooses the password; without it the client sends none and the account gets the merchant's
 * default password (server-only setting), flagged so its login answers passwordIsDefault.
 */
export const registerMobile: CallHandler<'registerMobile'> = async (ctx) => {
  const reg = ctx.merchant.settings.public.register;
  if (!reg.mobile) {
    throw new ApiError(
      400,
      CONTRACT_ERROR.requestInvalid,
      message(ctx.language, 'registerClosed', { method: 'mobile' }),
    );
  }
  if (ctx.input.mobileNum === undefined) throw invalid('mobileNum');
  const mobile = normalisePhone(ctx.input.mobileNum);
  if (!mobile) {
    throw new ApiError(200, CONTRACT_ERROR.mobileInvalid, message(ctx.language, 'mobileInvalid'), {
      messageKey: 'mobile_rule',
    });
  }
  const password = reg.mobilePassword ? chosenPassword(ctx) : ctx.merchant.settings.defaultMobilePassword;
  await requireCaptcha(ctx, 'register', ctx.input);

  const base = usernameFromMobile(mobile);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 12)}_${randomInt(100, 1000)}`;
    try {
      const member = await createMember(ctx, {
        username,
        mobile,
        password,
        passwordIsDefault: !reg.mobilePassword,
      });
      return await answer(ctx, member);
    } catch (err) {
      if (!(err instanceof DuplicateMemberError)) throw err;
      if (err.field === 'mobile') {
        throw new ApiError(200, CONTRACT_ERROR.mobileTaken, message(ctx.language, 'mobileTaken'));
      }
    }
  }
  throw new ApiError(200, CONTRACT_ERROR.usernameTaken, message(ctx.language, 'usernameTaken'));
};

/** Random candidates tried by autoUsername before it gives up. */
export const AUTO_USERNAME_TRIES = 20;

/** POST /wps/member/register/autoUsername: a free username passing the username rule. */
export const autoUsername: CallHandler<'autoUsername'> = async (ctx) => {
  const username = await findFreeUsername(
    ctx.app.db,
    ctx.merchant.code,
    () => `u${randomInt(1_000_000, 100_000_000)}`,
    AUTO_USERNAME_TRIES,
  );
  if (username === null) throw new Error(`no free username after ${AUTO_USERNAME_TRIES} tries`);
  return { username };
};
