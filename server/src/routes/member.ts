import { requireSession, type CallHandler } from '../http/call-handler';
import { parseClubLabel, setLanguage } from '../services/members';
import { changeMemberPassword } from '../services/password-change';

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
  await setLanguage(ctx.app.db, ctx.merchant, member.id, ctx.input.language);
  return null;
};

/**
 * POST /wps/member/password (encrypted): the old password (a wrong one counts toward the account's login
 * throttle; not asked on a session opened with the default password), then the new password rules; the
 * member's other sessions are revoked and the session is no longer restricted.
 */
export const changePassword: CallHandler<'changePassword'> = async (ctx) => {
  const { oldPassword, newPassword } = ctx.input;
  await changeMemberPassword(ctx, requireSession(ctx), oldPassword, newPassword);
  return null;
};
