import type { LoginValue, SystemStatus } from '@app/contract/calls';
import { defaultPublicSettings } from '@app/contract/default-settings';
import type { PublicSettings } from '@app/contract/settings';
import type { SessionInfo } from '../lib/session-info';

/** Every field optional, at every depth: a test names only what its rule is about. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` laid over it; arrays and scalars are replaced, objects merged. */
export const deepMerge = <T>(base: T, patch: DeepPartial<T> | undefined): T => {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = deepMerge(merged[key], value as DeepPartial<unknown>);
  }
  return merged as T;
};

/** The public settings the reference server sends for its seeded merchant, with a test's changes. */
export const settingsFixture = (patch?: DeepPartial<PublicSettings>): PublicSettings =>
  deepMerge<PublicSettings>(defaultPublicSettings(), patch);

/** A system status as the reference server answers it (no maintenance, no restriction), with changes. */
export const systemStatusFixture = (
  patch: DeepPartial<Omit<SystemStatus, 'settings'>> & { settings?: DeepPartial<PublicSettings> } = {},
): SystemStatus => {
  const { settings, ...rest } = patch;
  return deepMerge<SystemStatus>(
    {
      maintenance: false,
      maintenanceEnd: null,
      maintenanceDescription: '',
      maintenanceDescriptionLanguage: 'EN',
      regionRestriction: false,
      restrictedBy: null,
      regionRestrictionEnd: null,
      ip: '203.0.113.7',
      test: true,
      settings: settingsFixture(settings),
      geetestScripts: { v3: '/wps/captcha/standin/gt.js', v4: '/wps/captcha/standin/gt4.js' },
    },
    rest as DeepPartial<SystemStatus>,
  );
};

/** A signed-in member's session. */
export const sessionFixture = (patch: Partial<SessionInfo> = {}): SessionInfo => ({
  id: 7,
  token: 'tok',
  merchantCode: 'DEMO',
  userName: 'player',
  type: 0,
  firstTimeLogin: false,
  ...patch,
});

/** The login call's answer for that member: an ordinary account, nothing to change. */
export const loginValueFixture = (patch: Partial<LoginValue> = {}): LoginValue => ({
  id: 7,
  token: 'tok',
  userName: 'player',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  ...patch,
});
