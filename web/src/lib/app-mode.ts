import type { DeviceKind } from './device';

/**
 * In the app, the home-screen web app or a web clip: signed-in §4, §5's "app, home-screen or PWA mode". A module
 * of its own: lib/device.ts loads with the first screen, and only later code asks this.
 */
export const isAppMode = (kind: DeviceKind): boolean =>
  kind === 'APP' || kind === 'PWA' || kind === 'WEBCLIP';
