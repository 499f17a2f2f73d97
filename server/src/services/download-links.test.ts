import { defaultMerchantSettings } from '@app/contract/default-settings';
import { describe, expect, it } from 'vitest';
import { domainHost, downloadLinksFor } from './download-links';

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
