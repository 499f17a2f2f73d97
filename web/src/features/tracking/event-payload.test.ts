// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '@app/contract/calls';
import { channelsOf, newEventId, packBatches, trackingEvent, type Attribution } from './event-payload';

const NONE: Attribution = {
  domain: 'www.brand.com',
  pixelValues: {},
  campaign: {},
  merchantPixels: { facebook: '', tiktok: '', google: '' },
};

describe('trackingEvent: the tracking post’s payload (signed-in §3)', () => {
  it('an event with nothing known of the player: domain, eventName, eventValue and eventID', () => {
    expect(trackingEvent({ eventName: 'firstOpen' }, NONE, 'id-1')).toEqual({
      domain: 'www.brand.com',
      eventName: 'firstOpen',
      eventValue: {},
      eventID: 'id-1',
    });
  });

  it('everything: the affiliate, the pixel ids, click ids, channels, trackSubId, fbc and fbp', () => {
    const event = trackingEvent(
      { eventName: 'register', eventValue: { method: 'username' } },
      {
        domain: 'aff7.brand.com',
        affiliateCode: 'aff7',
        pixelValues: { fbclid: 'FB1', ttclid: 'TT1', utm_source: 'ads', fbc: 'fb.1.1.FB1' },
        campaign: { cid: 'sub-9', fbclid: 'FB1' },
        merchantPixels: { facebook: '111', tiktok: 'CTT', google: '' },
        fbp: 'fb.1.2.3',
      },
      'id-2',
    );
    expect(event).toEqual({
      domain: 'aff7.brand.com',
      affiliateCode: 'aff7',
      eventName: 'register',
      eventValue: {
        method: 'username',
        fbPixelId: '111',
        tiktokPixelId: 'CTT',
        fbclid: 'FB1',
        ttclid: 'TT1',
        fbc: 'fb.1.1.FB1',
        fbp: 'fb.1.2.3',
        utm_source: 'ads',
        channels: 'facebook,tiktok',
        trackSubId: 'sub-9',
      },
      eventID: 'id-2',
    });
  });

  it('a pixel id the landing named wins over the merchant’s; the cookies win over stored fbc and fbp', () => {
    const { eventValue } = trackingEvent(
      { eventName: 'login' },
      {
        ...NONE,
        pixelValues: { fbPixelId: 'FROM-LINK', fbc: 'old', fbp: 'old' },
        merchantPixels: { facebook: 'MERCHANT', tiktok: '', google: 'AW-1' },
        fbc: 'cookie-c',
        fbp: 'cookie-p',
      },
      'id',
    );
    expect(eventValue).toMatchObject({
      fbPixelId: 'FROM-LINK',
      googleAdsId: 'AW-1',
      fbc: 'cookie-c',
      fbp: 'cookie-p',
    });
  });

  it('the attribution’s keys win over an event value of the same name', () => {
    const { eventValue } = trackingEvent(
      { eventName: 'viewContent', eventValue: { fbclid: 'spoof', path: '/home' } },
      { ...NONE, pixelValues: { fbclid: 'real' } },
      'id',
    );
    expect(eventValue).toEqual({ fbclid: 'real', path: '/home', channels: 'facebook' });
  });
});

describe('channelsOf: the ad networks of the player’s click ids', () => {
  it.each([
    [{}, ''],
    [{ gclid: 'g' }, 'google'],
    [{ fbc: 'fb.1.1.x' }, 'facebook'],
    [{ bbg: 'b', kwaiclid: 'k', twclid: 't', fbclid: 'f' }, 'facebook,kwai,twitter,bigo'],
  ])('%j → %s', (values, channels) => {
    expect(channelsOf(values)).toBe(channels);
  });
});

describe('newEventId', () => {
  it('is unique per event', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newEventId(1)));
    expect(ids.size).toBe(100);
    expect([...ids][0]).toMatch(/^1-[0-9a-f]{16}$/);
  });
});

describe('packBatches: the events of a post within the contract’s bound', () => {
  const event = (n: number, size = 0): TrackingEvent => ({
    domain: 'd',
    eventName: 'viewContent',
    eventValue: { path: 'x'.repeat(size) },
    eventID: String(n),
  });

  it('one array when they fit, in order', () => {
    const batches = packBatches([event(1), event(2)], 16_384);
    expect(batches).toHaveLength(1);
    expect((JSON.parse(batches[0] ?? '') as TrackingEvent[]).map((e) => e.eventID)).toEqual(['1', '2']);
  });

  it('as many arrays as needed, each within the bound, none lost', () => {
    const events = Array.from({ length: 10 }, (_, i) => event(i, 400));
    const batches = packBatches(events, 1_000);
    expect(batches.every((b) => b.length <= 1_000)).toBe(true);
    expect(batches.flatMap((b) => (JSON.parse(b) as TrackingEvent[]).map((e) => e.eventID))).toEqual(
      events.map((e) => e.eventID),
    );
  });

  it('drops only an event too large on its own', () => {
    const batches = packBatches([event(1), event(2, 2_000), event(3)], 1_000);
    expect(batches.flatMap((b) => (JSON.parse(b) as TrackingEvent[]).map((e) => e.eventID))).toEqual([
      '1',
      '3',
    ]);
  });

  it('nothing for no events', () => {
    expect(packBatches([], 100)).toEqual([]);
  });
});
