import { useCallback, useMemo, type RefObject } from 'react';
import type { SmsProvider } from '@app/contract/settings';
import { isMessageKey } from '../../../i18n/keys';
import { useTranslation } from '../../../i18n/translate';
import { phoneProviderInUse } from '../../../lib/phone-provider';
import { createPhoneSignIn, type PhoneSignIn } from './phone-auth';
import { asPhoneError, phoneErrorText } from './phone-error-text';

/**
 * Phone code sign-in through the merchant's Firebase project when the phone provider is in use (§5), else
 * null: the server sends the code. Keyed by the provider's content: a settings refresh (on return to the
 * page, from reading the SMS) must keep the pending confirmation, which a new sign-in object would drop.
 */
export function usePhoneSignIn(
  smsProvider: SmsProvider | undefined,
  recaptchaHost: RefObject<HTMLElement | null>,
): PhoneSignIn | null {
  const key = smsProvider && phoneProviderInUse(smsProvider) ? JSON.stringify(smsProvider) : null;
  return useMemo(
    () => (key ? createPhoneSignIn(JSON.parse(key) as SmsProvider, () => recaptchaHost.current) : null),
    [key, recaptchaHost],
  );
}

/** The lines shown for a phone sign-in error (entry §8): its text, code and reason; null when it is ignored. */
export function usePhoneErrorLines(): (error: unknown) => string[] | null {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      phoneErrorText(asPhoneError(error), (key) => (isMessageKey(key) ? t(key) : null), {
        code: (code) => t('phone_error_code', { code }),
        reason: (message) => t('phone_error_reason', { message }),
      }),
    [t],
  );
}
