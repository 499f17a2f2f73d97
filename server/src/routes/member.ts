import { isValidPassword } from '@app/contract/credentials';
import { CONTRACT_ERROR } from '@app/contract/errors';
import { hashPassword, verifyPassword } from '../crypto/password';
import { ApiError } from '../http/api-error';
import { requireSession, type CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { parseClubLabel } from '../services/members';

/** GET /wps/member/info */
export const memberInfo: CallHandler<'memberInfo'> = async (ctx) => {
  const { member } = requireSession(ctx);
  return {
    id: member.id,
    account: member.username,
    type: member.type,
    regDate: member.reg_date,
    language: member.language,
    clubLabel: parseClubLabel(member.club_label),
  };
};

/** POST /wps/member/language: the language must be one of the merchant's languages. */
export const memberLanguage: CallHandler<'memberLanguage'> = async (ctx) => {
  const { member } = requireSession(ctx);
  const { language } = ctx.input;
  if (!ctx.merchant.settings.public.languages.includes(language)) {
    throw new ApiError(
      400,
      CONTRACT_ERROR.requestInvalid,
      message(ctx.language, 'languageUnsupported', { language }),
    );
  }
  await ctx.app.db.updateTable('members').set({ language }).where('id', '=', member.id).execute();
  return null;
};

/** POST /wps/member/password (encrypted): old password, then new password rules; other sessions are revoked. */
export const changePassword: CallHandler<'changePassword'> = async (ctx) => {
  const { member, sessionId } = requireSession(ctx);
  const { oldPassword, newPassword } = ctx.input;
  if (!(await verifyPassword(oldPassword, member.password_hash))) {
    throw new ApiError(200, CONTRACT_ERROR.passwordWrong, message(ctx.language, 'passwordWrong'));
  }
  if (newPassword === oldPassword) {
    throw new ApiError(200, CONTRACT_ERROR.passwordSame, message(ctx.language, 'passwordSame'));
  }
  if (!isValidPassword(newPassword)) {
    throw new ApiError(200, CONTRACT_ERROR.passwordInvalid, message(ctx.language, 'passwordInvalid'), {
      messageKey: 'password_rule',
    });
  }
  const now = ctx.app.now();
  await ctx.app.db
    .updateTable('members')
    .set({
      password_hash: await hashPassword(newPassword, ctx.app.scryptLogN),
      password_changed_at: now,
      password_is_default: 0,
    })
    .where('id', '=', member.id)
    .execute();
  await ctx.app.db
    .updateTable('sessions')
    .set({ revoked: 1 })
    .where('member_id', '=', member.id)
    .where('id', '!=', sessionId)
    .execute();
  return null;
};
