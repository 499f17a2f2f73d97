import { TIKTOK_PURCHASE_CONTENT_ID, TRACKED_CURRENCY_LENGTH } from '@app/contract/constants/tracking';
import type { TrackEventName, TrackedEvent } from '../../lib/track';
import type { MerchantPixels } from './event-payload';

export type PixelVendor = keyof MerchantPixels;

/**
 * Signed-in §9: "tracked currency is the first 3 characters; one code mapped to PHP". Which code the spec does
 * not say; the choice here: the peso sign, for a merchant whose currency is written as ₱ rather than a code.
 * So USDT is tracked as USD, VND2 as VND, ₱ as PHP. Upper case, as the pixels expect ISO 4217.
 */
export const PESO_SIGN = '₱';
export const pixelCurrency = (currency: string): string => {
  const code = currency.trim().slice(0, TRACKED_CURRENCY_LENGTH).toUpperCase();
  return code === PESO_SIGN ? 'PHP' : code;
};

/** One pixel's script, from the vendor in production or the server's stand-in in test and demo mode. */
export interface PixelScript {
  vendor: PixelVendor;
  id: string;
  src: string;
}

const VENDOR_SRC: Record<PixelVendor, (id: string) => string> = {
  facebook: () => 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  google: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
};

const VENDORS: readonly PixelVendor[] = ['facebook', 'tiktok', 'google'];
/** A pixel id as the vendors give them (digits, letters, dashes: 1234567890, CXXXX, G-XXXX, AW-123). */
const PIXEL_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The pixels to load (only when the merchant configures the pixel): one per configured, well-formed
 * id; the real vendor scripts, or with `test` (the system status' test flag) the server's same-origin stand-ins.
 */
export const pixelScripts = (pixels: MerchantPixels, test: boolean): PixelScript[] =>
  VENDORS.flatMap((vendor) => {
    const id = pixels[vendor].trim();
    if (!PIXEL_ID.test(id)) return [];
    const src = test ? `/demo-pixels/${vendor}.js?id=${encodeURIComponent(id)}` : VENDOR_SRC[vendor](id);
    return [{ vendor, id, src }];
  });

type VendorNames = Record<PixelVendor, string>;
const names = (facebook: string, tiktok: string, google: string): VendorNames => ({
  facebook,
  tiktok,
  google,
});

/** Purchases: the deposits the platform confirms. */
const PURCHASES: readonly TrackEventName[] = ['firstDeposit', 'deposit', 'redeposit', 'firstDepositArrival'];

/**
 * Each event's name at each vendor: their standard events where one means the same, else the app's own name as a
 * custom event (Facebook's trackCustom).
 */
const STANDARD: Partial<Record<TrackEventName, VendorNames>> = {
  register: names('CompleteRegistration', 'CompleteRegistration', 'sign_up'),
  registerSubmit: names('SubmitApplication', 'SubmitForm', 'generate_lead'),
  login: names('Login', 'Login', 'login'),
  viewContent: names('ViewContent', 'ViewContent', 'page_view'),
  depositSubmit: names('InitiateCheckout', 'InitiateCheckout', 'begin_checkout'),
  downloadApp: names('Lead', 'Download', 'download_app'),
  ...Object.fromEntries(PURCHASES.map((n) => [n, names('Purchase', 'CompletePayment', 'purchase')])),
};

/** One call of a vendor's function: fbq(...args), ttq.track(...args), gtag(...args). */
export interface PixelCall {
  vendor: PixelVendor;
  args: unknown[];
}

/**
 * The pixel calls of one tracked event, each with the event's id for deduplication against the server's copy
 * (Facebook's eventID, TikTok's event_id, Google's event_id). A purchase carries its amount and currency
 * (pixelCurrency), and TikTok's content id '99'.
 */
export const pixelCalls = (
  event: TrackedEvent,
  eventID: string,
  vendors: readonly PixelVendor[],
): PixelCall[] => {
  const standard = STANDARD[event.eventName];
  const purchase = PURCHASES.includes(event.eventName);
  const amount = Number(event.eventValue?.amount);
  const currency = event.eventValue?.currency;
  const money =
    purchase && Number.isFinite(amount) && typeof currency === 'string'
      ? { value: amount, currency: pixelCurrency(currency) }
      : {};
  return vendors.map((vendor): PixelCall => {
    const name = standard?.[vendor] ?? event.eventName;
    switch (vendor) {
      case 'facebook':
        return { vendor, args: [standard ? 'track' : 'trackCustom', name, money, { eventID }] };
      case 'tiktok':
        return {
          vendor,
          args: [
            name,
            purchase ? { ...money, content_id: TIKTOK_PURCHASE_CONTENT_ID, content_type: 'product' } : money,
            { event_id: eventID },
          ],
        };
      case 'google':
        return { vendor, args: ['event', name, { ...money, event_id: eventID }] };
    }
  });
};
