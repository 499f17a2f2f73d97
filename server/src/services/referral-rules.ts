import { randomBytes } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@app/contract/constants/referrals';

/**
 * A new invite code: INVITE_CODE_LENGTH letters of INVITE_CODE_ALPHABET, drawn by the crypto generator. Random
 * bytes, each kept only below the alphabet's largest multiple (no letter more likely than another); not
 * randomInt, which the automatic usernames draw from, so the two draws stay apart.
 */
export function newInviteCode(): string {
  const size = INVITE_CODE_ALPHABET.length;
  const below = 256 - (256 % size);
  let code = '';
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(INVITE_CODE_LENGTH * 2)) {
      if (byte < below && code.length < INVITE_CODE_LENGTH) code += INVITE_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/**
 * An invitee's name as their inviter sees it (chosen: the inviter learns who came, not the whole account name):
 * the first two and last two characters of a name of 6 or more, the first and last of 3 to 5, the first of
 * shorter ones; every other character a star, at least 3 stars.
 */
export function maskedName(name: string): string {
  const chars = [...name];
  const keep = chars.length >= 6 ? 2 : chars.length >= 3 ? 1 : 0;
  const head = chars.slice(0, Math.max(keep, 1)).join('');
  const tail = keep ? chars.slice(-keep).join('') : '';
  const hidden = Math.max(chars.length - head.length - tail.length, 3);
  return `${head}${'*'.repeat(hidden)}${tail}`;
}
