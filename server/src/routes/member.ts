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
 * POST /wps/member/password (encrypted): old password (a wrong one counts toward the account's login
 * throttle), then the new password rules; the member's other sessions are revoked.
 */
export const changePassword: CallHandler<'changePassword'> = async (ctx) => {
  const { member, sessionId } = requireSession(ctx);
  const { oldPassword, newPassword } = ctx.input;
  await changeMemberPassword(ctx, member, sessionId, oldPassword, newPassword);
  return null;
};
