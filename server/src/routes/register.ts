import { randomInt } from 'node:crypto';
import type { CallHandler } from '../http/call-handler';
import { findFreeUsername } from '../services/members';
import { registerByMobile, registerByUsername } from '../services/registration';

/** POST /wps/member/register: username + password. */
export const register: CallHandler<'register'> = async (ctx) => registerByUsername(ctx, ctx.input);

/** POST /wps/member/register/mobile: '+' dialling code and number (services/registration.ts). */
export const registerMobile: CallHandler<'registerMobile'> = async (ctx) => registerByMobile(ctx, ctx.input);

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
