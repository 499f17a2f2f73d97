import { memberTypeClass } from '@app/contract/member-type';
// Type-only import: the key list comes from EN's file at compile time, its strings stay in their chunk.
import type EN from './locales/EN.json';
import { i18n } from './translate';

/** A key of the app's strings (`locales/`): every locale file has exactly the keys of EN's (locales.test.ts). */
export type MessageKey = keyof typeof EN;

/** The message keys that start with `prefix`: the known members of a dynamic key family. */
export type MessageKeyIn<Prefix extends string> = Extract<MessageKey, `${Prefix}${string}`>;

/**
 * Whether `key` is a message key of the loaded strings. For keys made of data the compiler cannot know
 * (server and Firebase error codes); a key made of typed values (`two_factor_${method}`) is checked by the
 * compiler instead.
 */
export const isMessageKey = (key: string): key is MessageKey => i18n.exists(key);

/** The key `prefix + name` of a key family, or null when the strings have none for that name. */
export const keyIn = <Prefix extends string>(prefix: Prefix, name: string): MessageKeyIn<Prefix> | null => {
  const key = `${prefix}${name}`;
  return isMessageKey(key) ? (key as MessageKeyIn<Prefix>) : null;
};

/** The key of a server error code's text (`error.<code>`), or null when the strings have none for it. */
export const errorKey = (code: string | null | undefined): MessageKeyIn<'error.'> | null =>
  code ? keyIn('error.', code) : null;

/** The label of a member type: `member_type_<n>` for 0, 1, 2 and 4, else `member_type_unknown` (-1 and others). */
export const memberTypeKey = (type: number): MessageKeyIn<'member_type_'> => {
  const c = memberTypeClass(type);
  return c.kind === 'signedOut' ? 'member_type_unknown' : `member_type_${c.type}`;
};
