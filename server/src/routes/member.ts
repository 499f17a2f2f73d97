import { CONTRACT_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import { requireSession, type CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { parseClubLabel, setLanguage } from '../services/members';
import { changeMemberPassword } from '../services/password-change';
import { answeringRefusals } from './refusals';

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
  await setLanguage(ctx.app.db, member.id, language);
  return null;
};

/**
 * POST /wps/member/password (encrypted): old password (a wrong one counts toward the account's login
 * throttle), then the new password rules; the member's other sessions are revoked.
 */
export const changePassword: CallHandler<'changePassword'> = async (ctx) => {
  const { member, sessionId } = requireSession(ctx);
  const { oldPassword, newPassword } = ctx.input;
  await answeringRefusals(ctx.language, () =>
    changeMemberPassword(ctx, member, sessionId, oldPassword, newPassword),
  );
  return null;
};
