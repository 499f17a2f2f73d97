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
