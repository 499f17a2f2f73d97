import { untilEmulatorReady } from '../scripts/lib/firebase-emulator.mjs';
import { Admin } from './tests/support/admin';
import { FIREBASE_AUTH_EMULATOR_HOST } from './tests/support/constants';

/** How long the Auth emulator may take to be ready (10 to 30 s usually), against a hang. */
const EMULATOR_START_MS = 120_000;

/** Waits until the Auth emulator, started beside the server (playwright.config.ts), answers that it is ready. */
async function authEmulatorStarted(): Promise<void> {
  if (!(await untilEmulatorReady(FIREBASE_AUTH_EMULATOR_HOST, { timeoutMs: EMULATOR_START_MS })))
    throw new Error(
      `The Firebase Auth emulator at ${FIREBASE_AUTH_EMULATOR_HOST} was not ready after ${EMULATOR_START_MS / 1000} s.`,
    );
}

/**
 * The seeded DEMO merchant shows every install and download prompt and its announcements (a demo sells the app).
 * The specs of other screens run against DEMO side by side and must not find a prompt or popup over what they
 * tap, so the run starts with DEMO's prompts off and without its announcements (the popup's and the download
 * image popup's); the install specs turn them on for merchants of their own (admin.createMerchant copies
 * DEMO as it is now).
 */
async function quietDemoPrompts(): Promise<void> {
  const admin = await Admin.open();
  try {
    await admin.patchSettings({
      public: {
        mobileTemplate: { pwa: false },
        downloadBar: { enabled: false },
        launchSettings: { download_condition_switch: { enabled: false, value: '0' } },
      },
    });
    await admin.setAnnouncements([]);
  } finally {
    await admin.dispose();
  }
}

/** Before the first test, once the web servers are up. */
export default async function prepareRun(): Promise<void> {
  await authEmulatorStarted();
  await quietDemoPrompts();
}
