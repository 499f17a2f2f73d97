import { describe, expect, it } from 'vitest';
import {
  DEMO_DEFAULT_MOBILE_PASSWORD,
  defaultMerchantSettings,
  defaultPublicSettings,
  publicSettingsOf,
} from './default-settings';
import { merchantSettingsSchema, publicSettingsSchema } from './settings';

describe('defaultMerchantSettings', () => {
  it('is complete: the schema adds nothing and accepts no less', () => {
    const settings = defaultMerchantSettings();
    expect(merchantSettingsSchema.strict().parse(settings)).toEqual(settings);
  });

  it('gives a new copy on each call', () => {
    const changed = defaultMerchantSettings();
    changed.public.whitelabel.GEETEST3 = true;
    changed.public.launchSettings.theme.value = 'dark';
    changed.public.languages.pop();
    expect(defaultMerchantSettings().public.whitelabel.GEETEST3).toBe(false);
    expect(defaultMerchantSettings().public.launchSettings.theme.value).toBe('light');
    expect(defaultMerchantSettings().public.languages).toHaveLength(23);
  });
});

describe('publicSettingsOf: the public settings as the system status sends them', () => {
  const stored = defaultMerchantSettings();
  stored.geetestKey = 'server-only-geetest-key';
  stored.public.smsProvider.authEmulatorOrigin = 'http://stored.example:9099';

  it('holds the public settings only: no server-only value', () => {
    const sent = publicSettingsOf(stored);
    expect(publicSettingsSchema.strict().parse(sent)).toEqual(sent);
    const text = JSON.stringify(sent);
    for (const secret of [DEMO_DEFAULT_MOBILE_PASSWORD, 'server-only-geetest-key', 'defaultMobilePassword']) {
      expect(text).not.toContain(secret);
    }
  });

  it.each([
    ['drops a stored Auth emulator origin', undefined, undefined],
    ['names the Auth emulator the server uses', 'http://127.0.0.1:9099', 'http://127.0.0.1:9099'],
  ])('%s', (_, origin, sent) => {
    expect(publicSettingsOf(stored, origin).smsProvider.authEmulatorOrigin).toBe(sent);
  });

  it('gives the DEMO merchant public settings with defaultPublicSettings', () => {
    expect(defaultPublicSettings()).toEqual(publicSettingsOf(defaultMerchantSettings()));
    expect(defaultPublicSettings().merchantCode).toBe('DEMO');
  });
});
