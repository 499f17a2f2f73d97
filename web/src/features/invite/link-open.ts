import { local } from '../../lib/storage';
import { newIdempotencyKey } from '../money';
import { inviteApi } from './api';

/** Local-storage key of this browser's random visitor id: a link's opens count once per browser. */
const VISITOR_KEY = 'referralVisitorId';

const visitorId = (): string => {
  const kept = local.get(VISITOR_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  // A random 128-bit hex id, made as a form's key is.
  const made = newIdempotencyKey();
  local.set(VISITOR_KEY, made);
  return made;
};

const counted = new Set<string>();

/** A guest opened a referral link: counted for its inviter once per page life (and once per browser, server-side). */
export const countLinkOpen = (code: string): void => {
  if (counted.has(code)) return;
  counted.add(code);
  void inviteApi.recordOpen(code, visitorId());
};
