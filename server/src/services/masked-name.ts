const MASK = '****';

/**
 * A member's name as other members see it (the missions' board, an inviter's invitees): its first two and last two
 * characters around four stars ("de****er"), so neither the name nor its length shows; a name of 4 or fewer
 * characters keeps only its first ("a****"), so that no short name is shown whole or nearly whole. By code
 * points, so a name in any script is cut between its characters.
 */
export function maskedName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return MASK;
  if (chars.length <= 4) return `${chars[0]}${MASK}`;
  return `${chars.slice(0, 2).join('')}${MASK}${chars.slice(-2).join('')}`;
}
