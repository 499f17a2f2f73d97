import type { PointsMallSettings } from './mall';

/**
 * The point mall's default earning rates (chosen), plain data (default-settings.ts loads without zod): 1 point per
 * 1.00 deposited, 1 point per 10.00 bet. A new copy on each call.
 */
export const defaultPointsMallSettings = (): PointsMallSettings => ({
  deposit: { points: 1, perMinor: 100 },
  play: { points: 1, perMinor: 1_000 },
});
