import type { SmsProvider } from '@app/contract/settings';

/** The phone provider is in use only when its firebase flag and apiKey are set (§5). */
export const phoneProviderInUse = (
  smsProvider: Pick<SmsProvider, 'firebase' | 'apiKey'> | null | undefined,
): boolean => Boolean(smsProvider?.firebase && smsProvider.apiKey);
