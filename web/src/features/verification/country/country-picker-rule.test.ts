// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsFixture } from '../../../test/fixtures';
import { countryPickerVisibility, type CountryPickerFacts } from './country-picker-rule';

interface Case {
  loaded: boolean;
  show: boolean;
  UPDATEMOBILEICC3: boolean;
  phoneProvider: boolean;
  DISABLEMOBILEICC3: boolean;
}

const facts = (c: Case): CountryPickerFacts => ({
  countriesLoaded: c.loaded,
  settings: settingsFixture({
    countryPicker: { show: c.show },
    whitelabel: { UPDATEMOBILEICC3: c.UPDATEMOBILEICC3, DISABLEMOBILEICC3: c.DISABLEMOBILEICC3 },
    smsProvider: { firebase: c.phoneProvider, apiKey: c.phoneProvider ? 'key' : '' },
  }),
});

const off: Case = {
  loaded: true,
  show: false,
  UPDATEMOBILEICC3: false,
  phoneProvider: false,
  DISABLEMOBILEICC3: false,
};

describe('the country picker shows only when countries are loaded and the picker is set to show, or UPDATEMOBILEICC3 is on or the phone provider is in use', () => {
  it.each<[string, Partial<Case>, boolean]>([
    ['loaded and set to show: shown', { show: true }, true],
    ['loaded and UPDATEMOBILEICC3 on: shown', { UPDATEMOBILEICC3: true }, true],
    ['loaded and the phone provider in use: shown', { phoneProvider: true }, true],
    ['loaded but none of the three: hidden', {}, false],
    ['set to show but countries not loaded: hidden', { loaded: false, show: true }, false],
    [
      'UPDATEMOBILEICC3 on but countries not loaded: hidden',
      { loaded: false, UPDATEMOBILEICC3: true },
      false,
    ],
    ['phone provider in use but countries not loaded: hidden', { loaded: false, phoneProvider: true }, false],
  ])('%s', (_, patch, shown) => {
    expect(countryPickerVisibility(facts({ ...off, ...patch })).shown).toBe(shown);
  });

  it('is hidden while the merchant settings are not known', () => {
    expect(countryPickerVisibility({ countriesLoaded: true, settings: null })).toEqual({
      shown: false,
      locked: false,
    });
  });
});

describe('the country picker is locked by a disabling whitelabel setting (DISABLEMOBILEICC3)', () => {
  it.each<[string, Partial<Case>, boolean]>([
    ['DISABLEMOBILEICC3 on: locked', { show: true, DISABLEMOBILEICC3: true }, true],
    ['DISABLEMOBILEICC3 off: free', { show: true }, false],
  ])('%s', (_, patch, locked) => {
    expect(countryPickerVisibility(facts({ ...off, ...patch })).locked).toBe(locked);
  });
});
