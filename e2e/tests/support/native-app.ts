import type { Browser, Page, TestInfo } from '@playwright/test';

/**
 * A page of this profile inside the native app: its user agent with the app's version as x.y.z (lib/device.ts),
 * and, unless `upgrade` is null, the upgrade bridge of contract/src/app-bridge.ts as the Android app injects it,
 * answering whether an upgrade is available.
 */
export async function nativeAppPage(
  browser: Browser,
  testInfo: TestInfo,
  { version, upgrade }: { version: string; upgrade: boolean | null },
): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    userAgent: `${userAgent} PlatformApp/${version}`,
  });
  const page = await context.newPage();
  if (upgrade !== null) {
    await page.addInitScript((available) => {
      const w = window as unknown as {
        PlatformApp: { checkAppUpgrade(): void };
        onAppUpgrade?: (info: { upgradeAvailable: boolean; latestVersion: string }) => void;
        upgradeAnswered?: boolean;
      };
      w.PlatformApp = {
        checkAppUpgrade: () =>
          setTimeout(() => {
            w.onAppUpgrade?.({ upgradeAvailable: available, latestVersion: '2.6.0' });
            // A test that expects no modal waits for this rather than for time to pass.
            w.upgradeAnswered = true;
          }, 50),
      };
    }, upgrade);
  }
  return page;
}
