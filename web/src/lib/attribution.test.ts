import { beforeEach, describe, expect, it } from 'vitest';
import {
  AD_ATTRIBUTION_KEYS,
  AD_ATTRIBUTION_STORAGE_KEY,
  PIXEL_TRACK_KEYS,
  REGISTRATION_INFO_STORAGE_KEY,
} from '@app/contract/attribution';
import {
  adAttributionFromLanding,
  fbcOf,
  pixelTrackPayload,
  pixelValuesFromLanding,
  readAdAttribution,
  readPixelValues,
  readRegistrationInfo,
  registrationInfoFromLanding,
  keepQueuedLandings,
} from './attribution';
import { queueLanding } from './landing-queue';

const NOW = 1_700_000_000_000;

describe('stored registration info: affiliates by subdomain or by the query parameters affiliateCode and r / referralCode', () => {
  it.each([
    ['affiliateCode from the query', '?affiliateCode=A1', 'brand.com', { affiliateCode: 'A1' }],
    ['referralCode from the query', '?referralCode=R1', 'brand.com', { referralCode: 'R1' }],
    ['r is the short form of referralCode', '?r=R2', 'brand.com', { referralCode: 'R2' }],
    ['referralCode wins over r', '?r=R2&referralCode=R1', 'brand.com', { referralCode: 'R1' }],
    ['the affiliate from the subdomain', '', 'aff9.brand.com', { affiliateCode: 'aff9' }],
    ['the query wins over the subdomain', '?affiliateCode=A1', 'aff9.brand.com', { affiliateCode: 'A1' }],
    [
      'both codes together',
      '?affiliateCode=A1&r=R2',
      'brand.com',
      { affiliateCode: 'A1', referralCode: 'R2' },
    ],
    ['values are trimmed', '?affiliateCode=%20A1%20', 'brand.com', { affiliateCode: 'A1' }],
  ])('%s', (_rule, search, hostname, codes) => {
    expect(registrationInfoFromLanding({ search, hostname })).toEqual({ ...codes, originalDomain: hostname });
  });

  it.each([
    ['no code anywhere', '?x=1', 'brand.com'],
    ['empty codes', '?affiliateCode=&r=', 'www.brand.com'],
    ['a code longer than the request takes', `?affiliateCode=${'a'.repeat(65)}`, 'brand.com'],
  ])('a landing with %s gives nothing, so the stored info is kept', (_rule, search, hostname) => {
    expect(registrationInfoFromLanding({ search, hostname })).toBeNull();
  });
});

describe('stored ad attribution info: adAppToken, gpsAdid, adid, afAppId, appsflyerId, afAdvertisingId, afOaid, idfa, idfv', () => {
  it('reads every key of the spec from the landing query and nothing else', () => {
    const q = new URLSearchParams([...AD_ATTRIBUTION_KEYS.map((k) => [k, `v-${k}`]), ['other', 'x']]);
    expect(adAttributionFromLanding(`?${q}`)).toEqual(
      Object.fromEntries(AD_ATTRIBUTION_KEYS.map((k) => [k, `v-${k}`])),
    );
  });

  it('gives nothing when the query has none (the stored info is kept)', () => {
    expect(adAttributionFromLanding('?affiliateCode=A1')).toBeNull();
  });
});

describe('pixel values: ad-network pixel ids, click ids, fbc, fbp, twclid, utm_source and similar, kept in local storage', () => {
  it('takes each pixel key of the landing query', () => {
    expect(pixelValuesFromLanding('?twclid=T&utm_source=news&fbPixelId=123&other=x', {}, NOW)).toEqual({
      twclid: 'T',
      utm_source: 'news',
      fbPixelId: '123',
    });
  });

  it.each([
    ['a new fbclid gives fbc in Meta’s format', '?fbclid=F1', {}, { fbclid: 'F1', fbc: fbcOf('F1', NOW) }],
    ['an fbc in the query wins', '?fbclid=F1&fbc=given', {}, { fbclid: 'F1', fbc: 'given' }],
    ['the stored fbc of the same click is kept', '?fbclid=F1', { fbc: 'fb.1.5.F1' }, { fbclid: 'F1' }],
    [
      'a different click id renews fbc',
      '?fbclid=F2',
      { fbc: 'fb.1.5.F1' },
      { fbclid: 'F2', fbc: fbcOf('F2', NOW) },
    ],
    ['no fbclid, no fbc', '?gclid=G', {}, { gclid: 'G' }],
  ])('%s', (_rule, search, stored, expected) => {
    expect(pixelValuesFromLanding(search, stored, NOW)).toEqual(expected);
  });

  it('fbc is fb.1.{ms}.{fbclid}', () => {
    expect(fbcOf('abc', 1234)).toBe('fb.1.1234.abc');
  });
});

describe('the pixel tracking object is sent only if at least one value is set', () => {
  it.each([
    ['nothing stored', {}, undefined],
    ['only empty values', { fbclid: '', utm_source: '  ' }, undefined],
    ['one value', { twclid: 'T' }, { twclid: 'T' }],
    ['several values', { fbc: 'C', fbp: 'P', gclid: 'G' }, { fbc: 'C', fbp: 'P', gclid: 'G' }],
    ['a value too long for the request is left out', { gclid: 'g'.repeat(513) }, undefined],
  ])('%s', (_rule, values, expected) => {
    expect(pixelTrackPayload(values)).toEqual(expected);
  });

  it('names every kind of value the spec lists', () => {
    for (const key of ['fbc', 'fbp', 'twclid', 'utm_source', 'fbclid', 'gclid', 'ttclid', 'fbPixelId']) {
      expect(PIXEL_TRACK_KEYS).toContain(key);
    }
  });
});

describe('the landing is stored in local storage and read back at registration', () => {
  beforeEach(() => localStorage.clear());

  const land = (search: string, hostname: string, at = NOW) => queueLanding({ search, hostname, at });

  it('keeps codes, ad attribution and pixel values across visits; a landing without them keeps them', () => {
    land('?affiliateCode=A1&r=R1&gpsAdid=G&fbclid=F&utm_source=news', 'brand.com');
    land('?x=1', 'www.brand.com', NOW + 1);
    keepQueuedLandings();
    expect(readRegistrationInfo()).toEqual({
      affiliateCode: 'A1',
      referralCode: 'R1',
      originalDomain: 'brand.com',
    });
    expect(readAdAttribution()).toEqual({ gpsAdid: 'G' });
    expect(readPixelValues()).toEqual({ fbclid: 'F', fbc: fbcOf('F', NOW), utm_source: 'news' });
  });

  it('a landing with a code replaces the stored registration info whole', () => {
    land('?affiliateCode=A1&r=R1', 'brand.com');
    keepQueuedLandings();
    land('', 'aff2.brand.com');
    keepQueuedLandings();
    expect(readRegistrationInfo()).toEqual({ affiliateCode: 'aff2', originalDomain: 'aff2.brand.com' });
  });

  it('a landing with ad attribution replaces the stored info whole', () => {
    land('?gpsAdid=G&adid=A', 'brand.com');
    land('?idfa=I', 'brand.com');
    keepQueuedLandings();
    expect(readAdAttribution()).toEqual({ idfa: 'I' });
  });

  it('each landing is stored once', () => {
    land('?utm_source=first', 'brand.com');
    keepQueuedLandings();
    localStorage.setItem('utm_source', 'changed');
    keepQueuedLandings();
    expect(readPixelValues()).toEqual({ utm_source: 'changed' });
  });

  it('reads only well-formed stored values', () => {
    localStorage.setItem(
      REGISTRATION_INFO_STORAGE_KEY,
      JSON.stringify({ affiliateCode: 5, originalDomain: 'b.com' }),
    );
    localStorage.setItem(AD_ATTRIBUTION_STORAGE_KEY, '{broken');
    expect(readRegistrationInfo()).toEqual({ originalDomain: 'b.com' });
    expect(readAdAttribution()).toEqual({});
    localStorage.setItem(REGISTRATION_INFO_STORAGE_KEY, JSON.stringify({ affiliateCode: 'A' }));
    expect(readRegistrationInfo()).toBeNull();
  });
});
