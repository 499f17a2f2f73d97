import { describe, expect, it } from 'vitest';
import { upgradeStoredSettings } from './merchants';

describe('stored settings of an older server are brought to the current shape, values kept', () => {
  it.each<[string, unknown, unknown]>([
    [
      'public.register.defaultMobilePassword moves to the top level',
      { public: { register: { mobilePassword: false, defaultMobilePassword: 'Old@1' } } },
      { public: { register: { mobilePassword: false } }, defaultMobilePassword: 'Old@1' },
    ],
    [
      'a top-level defaultMobilePassword (a newer server wrote it) wins',
      { public: { register: { defaultMobilePassword: 'Old@1' } }, defaultMobilePassword: 'New@2' },
      { public: { register: {} }, defaultMobilePassword: 'New@2' },
    ],
    [
      'installPrompt.enabled off becomes mobileTemplate.pwa off, the template kept',
      { public: { installPrompt: { enabled: false }, mobileTemplate: { pwa: true, app_desc: 'x' } } },
      { public: { mobileTemplate: { pwa: false, app_desc: 'x' } } },
    ],
    [
      'installPrompt.enabled on becomes mobileTemplate.pwa on',
      { public: { installPrompt: { enabled: true }, mobileTemplate: { pwa: false } } },
      { public: { mobileTemplate: { pwa: true } } },
    ],
    [
      'an installPrompt without a boolean is dropped, pwa left as it was',
      { public: { installPrompt: 'yes', mobileTemplate: { pwa: true } } },
      { public: { mobileTemplate: { pwa: true } } },
    ],
    [
      'both changes at once',
      {
        public: { register: { defaultMobilePassword: 'Old@1' }, installPrompt: { enabled: false } },
      },
      { public: { register: {}, mobileTemplate: { pwa: false } }, defaultMobilePassword: 'Old@1' },
    ],
    [
      'settings already current are answered as they are',
      { public: { mobileTemplate: { pwa: true } } },
      null,
    ],
    ['what is not settings is left alone', 'not an object', null],
  ])('%s', (_rule, stored, expected) => {
    const upgraded = upgradeStoredSettings(stored);
    if (expected === null) expect(upgraded).toBe(stored);
    else expect(upgraded).toEqual(expected);
  });
});
