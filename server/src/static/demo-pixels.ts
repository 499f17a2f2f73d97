import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import type { CspExtras } from './csp';

/** Where the stand-ins are served (web/src/features/tracking/pixels.ts names the same path). */
export const DEMO_PIXELS_PATH = '/demo-pixels';

/**
 * What each stand-in does with its vendor's queue: takes the calls the page queued before it loaded, and every
 * later one, into window.__pixelCalls as { vendor, args } (plain arrays, so a test can read them), the way the
 * vendor's script takes over its snippet's queue. It sends nothing anywhere.
 */
const TAKE_OVER: Record<string, string> = {
  facebook: `var fbq = window.fbq; if (!fbq) return;
  fbq.queue.forEach(function (args) { record(Array.prototype.slice.call(args)); });
  fbq.queue.length = 0;
  fbq.callMethod = function () { record(Array.prototype.slice.call(arguments)); };`,
  tiktok: `var ttq = window.ttq; if (!ttq) return;
  Array.prototype.forEach.call(ttq, function (args) { record(args); });
  ttq.length = 0;
  ttq.push = function (args) { record(args); return 0; };`,
  google: `var dataLayer = window.dataLayer; if (!dataLayer) return;
  Array.prototype.forEach.call(dataLayer, function (args) { record(Array.prototype.slice.call(args)); });
  dataLayer.length = 0;
  dataLayer.push = function (args) { record(Array.prototype.slice.call(args)); return 0; };`,
};

/** A stand-in's script: the vendor's name in __pixelsLoaded, its calls in __pixelCalls. */
export const demoPixelScript = (
  vendor: string,
  takeOver: string,
): string => `/* Pixel stand-in (${vendor}): test and demo mode only. */
(function () {
  var calls = (window.__pixelCalls = window.__pixelCalls || []);
  (window.__pixelsLoaded = window.__pixelsLoaded || []).push(${JSON.stringify(vendor)});
  function record(args) {
    calls.push({ vendor: ${JSON.stringify(vendor)}, args: JSON.parse(JSON.stringify(args)) });
  }
  ${takeOver}
})();
`;

const SCRIPTS = new Map(
  Object.entries(TAKE_OVER).map(([vendor, body]) => [`${vendor}.js`, demoPixelScript(vendor, body)]),
);

/**
 * GET /demo-pixels/{facebook,tiktok,google}.js (any ?id=): the pixels' same-origin stand-ins the app loads in test
 * and demo mode (the system status' test flag) for a merchant's configured pixel ids; registered only then.
 */
export function registerDemoPixels(fastify: FastifyInstance): void {
  fastify.get<{ Params: { file: string } }>(`${DEMO_PIXELS_PATH}/:file`, async (request, reply) => {
    const script = SCRIPTS.get(request.params.file);
    if (!script) throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such pixel stand-in.');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script);
  });
}

/**
 * The real pixels' hosts (production only; test and demo mode use the stand-ins above): Meta's pixel script and its
 * beacon, TikTok's pixel script and its calls, Google's tag with Analytics and Ads conversions.
 */
export const PIXEL_CSP: CspExtras = {
  scriptSrc: [
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
  ],
  connectSrc: [
    'https://www.facebook.com',
    'https://connect.facebook.net',
    'https://analytics.tiktok.com',
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://analytics.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  imgSrc: [
    'https://www.facebook.com',
    'https://analytics.tiktok.com',
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  frameSrc: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};
