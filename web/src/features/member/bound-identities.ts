import type { BoundIdentity } from '@app/contract/relay';
import type { MessageKey } from '../../i18n/keys';

/**
 * How the member page names a bound identity's provider: the social providers by their brand's own name (not
 * translated, like the login screen's buttons), the phone by the interface language's word for it.
 */
export type ProviderLabel = { brand: 'google' | 'facebook' | 'twitter' | 'line' } | { key: MessageKey };

export const providerLabel = (provider: BoundIdentity['provider']): ProviderLabel =>
  provider === 'phone' ? { key: 'bound_identity_phone' } : { brand: provider };

/** The bound date as the member reads it, in the interface language's calendar and digits. */
export const boundDate = (boundAt: number, locale: string): string =>
  new Date(boundAt).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
