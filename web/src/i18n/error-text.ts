import type { TFunction } from 'i18next';

/**
 * The text of a failed answer in the player's language: the translation of its error code when there is one,
 * else the server's message, else the unknown-error text.
 */
export const errorText = (
  t: TFunction,
  failure: { errorCode?: string | null; message?: string | null },
): string => {
  const key = failure.errorCode ? `error.${failure.errorCode}` : null;
  if (key) {
    const translated = t(key, { defaultValue: '' });
    if (translated) return translated;
  }
  return failure.message?.trim() ? failure.message : t('unknown_error');
};
