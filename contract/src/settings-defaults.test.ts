import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_ICON_COUNT } from './constants/member';
import { defaultPublicSettings } from './default-settings';
import { publicSettingsSchema } from './settings';

describe('settings defaults the spec names (signed-in §3, §9)', () => {
  it('PROFILE_ICON_COUNT is 9 when the merchant leaves it out', () => {
    const settings = defaultPublicSettings();
    const { PROFILE_ICON_COUNT: _left, ...gw } = settings.gw;
    expect(publicSettingsSchema.parse({ ...settings, gw }).gw.PROFILE_ICON_COUNT).toBe(9);
    expect(DEFAULT_PROFILE_ICON_COUNT).toBe(9);
    expect(settings.gw.PROFILE_ICON_COUNT).toBe(9);
  });

  it('PROFILE_ICON_COUNT set by the merchant is kept; zero or a fraction is refused', () => {
    const settings = defaultPublicSettings();
    const parse = (n: number) =>
      publicSettingsSchema.safeParse({ ...settings, gw: { ...settings.gw, PROFILE_ICON_COUNT: n } });
    expect(parse(12).data?.gw.PROFILE_ICON_COUNT).toBe(12);
    expect(parse(0).success).toBe(false);
    expect(parse(2.5).success).toBe(false);
  });
});
