import { errorKey } from './keys';
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
  const key = errorKey(failure.errorCode);
  return t(key ?? 'unknown_error');
};
