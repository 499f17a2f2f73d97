// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIKTOK_PURCHASE_CONTENT_ID } from '@app/contract/constants/tracking';
import { PESO_SIGN, pixelCalls, pixelCurrency, pixelScripts } from './pixels';

describe('pixelCurrency: the tracked currency is its first 3 characters, one code mapped to PHP (signed-in §9)', () => {
  it.each([
    ['PHP', 'PHP'],
    ['USDT', 'USD'],
    ['VND2', 'VND'],
    ['inr', 'INR'],
    [' THB ', 'THB'],
    [PESO_SIGN, 'PHP'],
  ])('%s → %s', (currency, tracked) => {
    expect(pixelCurrency(currency)).toBe(tracked);
  });
});

describe('pixelScripts: only the pixels the merchant configures load', () => {
  it('none when no id is set', () => {
    expect(pixelScripts({ facebook: '', tiktok: '', google: '' }, false)).toEqual([]);
  });

  it('the vendors’ scripts in production', () => {
    expect(pixelScripts({ facebook: '123', tiktok: 'CABC', google: 'G-XY' }, false)).toEqual([
      { vendor: 'facebook', id: '123', src: 'https://connect.facebook.net/en_US/fbevents.js' },
      {
        vendor: 'tiktok',
        id: 'CABC',
        src: 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CABC&lib=ttq',
      },
      { vendor: 'google', id: 'G-XY', src: 'https://www.googletagmanager.com/gtag/js?id=G-XY' },
    ]);
  });

  it('the same-origin stand-ins in test and demo mode', () => {
    expect(pixelScripts({ facebook: '', tiktok: 'CABC', google: '' }, true)).toEqual([
      { vendor: 'tiktok', id: 'CABC', src: '/demo-pixels/tiktok.js?id=CABC' },
    ]);
  });

  it('never an id that is not one (it would go into a script URL)', () => {
    expect(pixelScripts({ facebook: '1"><script>', tiktok: 'a/b', google: ' ' }, false)).toEqual([]);
  });
});

describe('pixelCalls: each tracked event at each pixel, with the event id for deduplication', () => {
  const all = ['facebook', 'tiktok', 'google'] as const;

  it('a registration is each vendor’s standard event', () => {
    expect(pixelCalls({ eventName: 'register' }, 'e1', all)).toEqual([
      { vendor: 'facebook', args: ['track', 'CompleteRegistration', {}, { eventID: 'e1' }] },
      { vendor: 'tiktok', args: ['CompleteRegistration', {}, { event_id: 'e1' }] },
      { vendor: 'google', args: ['event', 'sign_up', { event_id: 'e1' }] },
    ]);
  });

  it('an event without a standard one is a custom event under the app’s name', () => {
    expect(
      pixelCalls({ eventName: 'gameLaunch', eventValue: { gameCode: 'x' } }, 'e2', ['facebook']),
    ).toEqual([{ vendor: 'facebook', args: ['trackCustom', 'gameLaunch', {}, { eventID: 'e2' }] }]);
  });

  it('a purchase carries its amount and tracked currency, and TikTok’s content id 99', () => {
    const calls = pixelCalls(
      { eventName: 'firstDeposit', eventValue: { amount: 100, currency: 'USDT' } },
      'e3',
      all,
    );
    expect(TIKTOK_PURCHASE_CONTENT_ID).toBe('99');
    expect(calls).toEqual([
      { vendor: 'facebook', args: ['track', 'Purchase', { value: 100, currency: 'USD' }, { eventID: 'e3' }] },
      {
        vendor: 'tiktok',
        args: [
          'CompletePayment',
          { value: 100, currency: 'USD', content_id: '99', content_type: 'product' },
          { event_id: 'e3' },
        ],
      },
      { vendor: 'google', args: ['event', 'purchase', { value: 100, currency: 'USD', event_id: 'e3' }] },
    ]);
  });

  it('nothing for no configured pixel', () => {
    expect(pixelCalls({ eventName: 'login' }, 'e4', [])).toEqual([]);
  });
});
