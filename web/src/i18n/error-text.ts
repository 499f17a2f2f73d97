import type { TFunction } from './translate';

/**
 * The text of a failed answer: the server's message (it answers in the Language header's language), else the
 * translation of its error code, else the unknown-error text (spec: "the server message (or 'unknown_error')").
 */
export const errorText = (
  t: TFunction,
  failure: { errorCode?: string | null; message?: string | null },
): string => {
  if (failure.message?.trim()) return failure.message;
  const translated = failure.errorCode ? t(`error.${failure.errorCode}`, { defaultValue: '' }) : '';
  return translated || t('unknown_error');
};
