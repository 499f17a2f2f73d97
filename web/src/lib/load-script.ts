const loads = new Map<string, Promise<void>>();

/** The script did not arrive within `timeoutMs`. */
export class ScriptTimeoutError extends Error {
  constructor(readonly url: string) {
    super(`script timed out: ${url}`);
    this.name = 'ScriptTimeoutError';
  }
}

export interface LoadScriptOptions {
  /** Give up when the script has not run within this many milliseconds (rejects with ScriptTimeoutError). */
  timeoutMs?: number;
  /** What the script must have set up once it has run (e.g. its global); when false the load failed. */
  ready?: () => boolean;
}

/**
 * Adds a classic script to the page once per URL (vendor widgets, the captcha, Google sign-in, the mini-game):
 * resolves when it has run, rejects when it could not load, ran without being `ready` or timed out, and then
 * removes and forgets it, so that a later call tries anew. `data` becomes its data-* attributes (which vendor
 * a script is, for whoever looks at the page). While a URL is loading, later calls share the first call's
 * promise and options.
 */
export const loadScript = (
  url: string,
  data: Record<string, string> = {},
  { timeoutMs, ready }: LoadScriptOptions = {},
): Promise<void> => {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    const fail = (error: Error) => {
      clearTimeout(timer);
      // A script that arrives after the timeout must not settle or forget a later attempt.
      el.onload = el.onerror = null;
      el.remove();
      loads.delete(url);
      reject(error);
    };
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => fail(new ScriptTimeoutError(url)), timeoutMs);
    el.src = url;
    el.async = true;
    Object.assign(el.dataset, data);
    el.onload = () => {
      if (ready && !ready()) return fail(new Error(`script not ready: ${url}`));
      clearTimeout(timer);
      resolve();
    };
    el.onerror = () => fail(new Error(`script not loaded: ${url}`));
    document.head.appendChild(el);
  });
  loads.set(url, loading);
  return loading;
};
