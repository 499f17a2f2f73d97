import type { DownloadLink, MerchantSettings } from '@app/contract/settings';

/**
 * The host name of a domain however it is written ('WWW.Example.com.', 'https://www.example.com/m/',
 * 'example.com:8443'): lower case, without scheme, port, path or trailing dot; '' when it names no host.
 */
export function domainHost(domain: string): string {
  const text = domain.trim();
  if (!text) return '';
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.replace(
      /\.$/,
      '',
    );
  } catch {
    return '';
  }
}

/**
 * WPSCORE_getDownloadSetting: the download links of the domain the app runs on when the merchant lists that
 * domain in `domainDownloadLinks` (an affiliate's own app build), else the merchant's `public.downloadLinks`.
 */
export function downloadLinksFor(settings: MerchantSettings, domain: string): DownloadLink[] {
  const host = domainHost(domain);
  const own = host ? settings.domainDownloadLinks.find((d) => domainHost(d.domain) === host) : undefined;
  return own?.links ?? settings.public.downloadLinks;
}

/**
 * Every download link the merchant configured: its own (`public.downloadLinks`) and each domain's
 * (`domainDownloadLinks`). The redirect helper follows these and no other URL of their hosts (an app older than
 * 2.4.39 downloads through it, entry §5; the app may have either set, the domain's call falling back on the
 * merchant's).
 */
export const configuredDownloadLinks = (settings: MerchantSettings): DownloadLink[] => [
  ...settings.public.downloadLinks,
  ...settings.domainDownloadLinks.flatMap((d) => d.links),
];
