import { defaultMerchantSettings } from '@app/contract/default-settings';
import { describe, expect, it } from 'vitest';
import { configuredDownloadLinks, domainHost, downloadLinksFor } from './download-links';

describe('domainHost: a domain however it is written', () => {
  it.each([
    ['www.example.com', 'www.example.com'],
    ['WWW.Example.COM.', 'www.example.com'],
    ['https://www.example.com/m/home?x=1', 'www.example.com'],
    ['http://example.com:8443', 'example.com'],
    ['example.com:8443', 'example.com'],
    ['  example.com  ', 'example.com'],
    ['', ''],
    ['not a host', ''],
    ['https://', ''],
  ])('%j → %j', (domain, host) => expect(domainHost(domain)).toBe(host));
});

describe('downloadLinksFor (WPSCORE_getDownloadSetting)', () => {
  const settings = defaultMerchantSettings();
  const own = [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' }];
  settings.domainDownloadLinks = [{ domain: 'aff.example.com', links: own }];

  it("answers the listed domain's own links", () => {
    expect(downloadLinksFor(settings, 'AFF.example.com')).toBe(own);
  });
  it("answers the merchant's links for any other domain, or none", () => {
    expect(downloadLinksFor(settings, 'www.example.com')).toBe(settings.public.downloadLinks);
    expect(downloadLinksFor(settings, '')).toBe(settings.public.downloadLinks);
  });
});

describe('configuredDownloadLinks: what the redirect helper may follow of the download hosts', () => {
  it("answers the merchant's links and every domain's, and nothing else", () => {
    const settings = defaultMerchantSettings();
    const merchant = [{ resourceType: 'Android', url: 'https://files.example/shop.apk' }];
    const affiliate = [{ resourceType: 'Android', url: 'https://files.example/aff.apk' }];
    const partner = [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id2' }];
    settings.public.downloadLinks = merchant;
    settings.domainDownloadLinks = [
      { domain: 'aff.example.com', links: affiliate },
      { domain: 'partner.example.com', links: partner },
    ];
    expect(configuredDownloadLinks(settings)).toEqual([...merchant, ...affiliate, ...partner]);
  });
});
