import { isLoopbackHost } from '../config';

// The Firebase Auth emulator (test and demo mode only) as the browser reaches it.

/** localhost or a name under it, which browsers resolve to this machine. */
const LOOPBACK_NAME = /^(?:[a-z0-9-]+\.)*localhost$/;

/**
 * The emulator's origin for a page on pageHost (its location.hostname). The emulator hands a redirect sign-in's
 * result to the page through its helper frame's sessionStorage, which browsers partition for third-party
 * frames; so a page on a loopback name reaches a loopback emulator by that same name, which makes the helper
 * frame same-site with the page (as Firebase advises for the auth domain in production). Otherwise, as given.
 */
export function authEmulatorOrigin(emulatorHost: string, pageHost: string | undefined): string {
  const emulator = new URL(`http://${emulatorHost}`);
  const page = (pageHost ?? '').trim().toLowerCase();
  if (isLoopbackHost(emulator.hostname) && LOOPBACK_NAME.test(page)) emulator.hostname = page;
  return emulator.origin;
}

/** The origins authEmulatorOrigin may answer, as CSP sources. */
export function authEmulatorCspSources(emulatorHost: string): string[] {
  const emulator = new URL(`http://${emulatorHost}`);
  const sources = [emulator.origin];
  if (!isLoopbackHost(emulator.hostname)) return sources;
  const port = emulator.port ? `:${emulator.port}` : '';
  return [...sources, `http://localhost${port}`, `http://*.localhost${port}`];
}
