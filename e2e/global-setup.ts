import { Admin } from './tests/support/admin';

/**
 * The seeded DEMO merchant shows every install and download prompt and its announcements (a demo sells the app).
 * The specs of other screens run against DEMO side by side and must not find a prompt or popup over what they
 * tap, so the run starts with DEMO's prompts off and without its announcements (the popup's and the download
 * image popup's); the install specs turn them on for merchants of their own (admin.createMerchant copies
 * DEMO as it is now). Runs after the web servers are up.
 */
export default async function quietDemoPrompts(): Promise<void> {
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
