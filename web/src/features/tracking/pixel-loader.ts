import { loadScript } from '../../lib/load-script';
import type { PixelCall, PixelScript, PixelVendor } from './pixels';

type Fn = (...args: unknown[]) => void;
/** Facebook's queueing stub, as its snippet makes it: calls wait in `queue` until Meta's script takes over. */
type Fbq = Fn & { callMethod?: Fn; queue: unknown[]; push: Fn; loaded: boolean; version: string };
/** TikTok's: an array of [method, ...args] with a function per method, and the load bookkeeping TikTok's script reads. */
type Ttq = unknown[] &
  Record<string, unknown> & {
    track: Fn;
    page: Fn;
    methods: readonly string[];
    instance: (pixel: string) => unknown[];
    _i?: Record<string, Queue>;
    _t?: Record<string, number>;
    _o?: Record<string, object>;
  };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    ttq?: Ttq;
    TiktokAnalyticsObject?: string;
    dataLayer?: unknown[];
    gtag?: Fn;
  }
}

type Queue = unknown[] & Record<string, unknown>;
const queue = (): Queue => [] as unknown as Queue;

/** The methods TikTok's snippet queues until its script runs. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];

/** The vendor's global, set up as its own snippet does, so calls made before its script runs are kept. */
const STUBS: Record<PixelVendor, (p: PixelScript) => void> = {
  facebook: ({ id }) => {
    if (!window.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      window.fbq = window._fbq = fbq;
    }
    window.fbq('init', id);
    window.fbq('track', 'PageView');
  },
  tiktok: ({ id, src }) => {
    window.TiktokAnalyticsObject = 'ttq';
    const ttq = (window.ttq ??= [] as unknown as Ttq);
    const defer = (target: Queue, method: string) => {
      target[method] = (...args: unknown[]) => void target.push([method, ...args]);
    };
    ttq.methods = TTQ_METHODS;
    for (const method of TTQ_METHODS) defer(ttq, method);
    ttq.instance = (pixel: string) => {
      const instance = ttq._i?.[pixel] ?? queue();
      for (const method of TTQ_METHODS) defer(instance, method);
      return instance;
    };
    ttq._i = { ...ttq._i, [id]: Object.assign(queue(), { _u: src.split('?')[0] }) };
    ttq._t = { ...ttq._t, [id]: Date.now() };
    ttq._o = { ...ttq._o, [id]: {} };
    ttq.page();
  },
  google: ({ id }) => {
    const dataLayer = (window.dataLayer ??= []);
    // gtag queues its `arguments` object, not an array: Google's tag tells them apart.
    window.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id);
  },
};

const CALL: Record<PixelVendor, (args: unknown[]) => void> = {
  facebook: (args) => window.fbq?.(...args),
  tiktok: (args) => window.ttq?.track(...args),
  google: (args) => window.gtag?.(...args),
};

/** Sets up each pixel's global and loads its script; answers the vendors set up. A script that fails is left out. */
export function loadPixels(scripts: readonly PixelScript[]): PixelVendor[] {
  for (const script of scripts) {
    STUBS[script.vendor](script);
    loadScript(script.src, { pixel: script.vendor }).catch(() => undefined);
  }
  return scripts.map((s) => s.vendor);
}

export function firePixelCalls(calls: readonly PixelCall[]): void {
  for (const call of calls) {
    try {
      CALL[call.vendor](call.args);
    } catch {
      // A vendor script that throws must not stop the others, nor the app's own tracking.
    }
  }
}
