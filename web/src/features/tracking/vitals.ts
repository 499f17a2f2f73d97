import type { WebVital } from '@app/contract/calls';
import { currentAppPath } from '../../lib/app-path';

/** The contract's bound of a vital's route (calls.ts webVitalSchema). */
const ROUTE_MAX = 128;

/** A vital as the tracking batch carries it: rounded (ms, or the CLS score to 4 places) with the app path. */
export const vitalOf = (name: WebVital['name'], value: number, route: string): WebVital | null => {
  if (!Number.isFinite(value) || value < 0) return null;
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return { name, value: Math.min(rounded, 600_000), route: route.slice(0, ROUTE_MAX) };
};

/**
 * Web Vitals from real players (beyond the spec): LCP, INP and CLS, measured by the web-vitals library
 * (loaded with tracking, after the page is interactive: the browser keeps the entries it needs meanwhile), each
 * with the route the page was on when it was reported. They are reported when the page is hidden, so the
 * listener sends them at once then.
 */
export async function startVitals(add: (vital: WebVital) => void): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = ({ name, value }: { name: WebVital['name']; value: number }) => {
    const vital = vitalOf(name, value, currentAppPath());
    if (vital) add(vital);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
