/**
 * The pseudo-locale of the tests (never shipped: no locale file, and the app does not import this module).
 * Every English string comes out longer and accented, between brackets, so that a screen in it shows text
 * that does not fit (a clipped bracket, an overflowing row) and strings that skip translation (plain ASCII).
 * e2e/tests/pseudo-locale.spec.ts serves it in place of the right-to-left language, so it also shows layout
 * that does not mirror.
 */

/** How much longer a pseudo string is than its English text: translations often run 30 to 40 % longer. */
export const PSEUDO_EXPANSION = 0.4;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ'];
const accent = (c: string): string => ACCENTED[PLAIN.indexOf(c)] ?? c;

/** Padding in short words, so that it wraps where a real translation would. */
const FILLER = 'ĺóŕéɱ íþšúɱ đóĺóŕ šíŧ áɱéŧ çóñšéç ŧéŧúŕ áđíþíš'.repeat(4);

/** `{{name}}` placeholders (with optional spaces, as translate.ts reads them): kept as they are. */
const PLACEHOLDER = /(\{\{\s*\w+\s*\}\})/;

/** One English string in the pseudo-locale: accented, padded by PSEUDO_EXPANSION, placeholders intact. */
export const pseudoString = (english: string): string => {
  if (!english) return english;
  const parts = english.split(PLACEHOLDER);
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : [...part].map(accent).join(''))).join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const padding = FILLER.slice(0, Math.max(1, Math.ceil(visible * PSEUDO_EXPANSION))).trimEnd();
  return `[${accented} ${padding}]`;
};

/** A locale's strings in the pseudo-locale, key by key. */
export const pseudoLocale = (english: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(english).map(([key, value]) => [key, pseudoString(value)]));
