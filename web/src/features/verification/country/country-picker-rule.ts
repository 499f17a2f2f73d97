import type { PublicSettings } from '@app/contract/settings';
import { phoneProviderInUse } from '../../../lib/phone-provider';

export interface CountryPickerFacts {
  /** The country list has been loaded. */
  countriesLoaded: boolean;
  /** The merchant settings; null while they are not known. */
  settings: Pick<PublicSettings, 'countryPicker' | 'whitelabel' | 'smsProvider'> | null;
}

export interface CountryPickerVisibility {
  shown: boolean;
  /** The dialling code cannot be changed. */
  locked: boolean;
}

/**
 * §5: the country picker shows only when countries are loaded and the picker is set to show, or
 * UPDATEMOBILEICC3 is on or the phone provider is in use; it is locked by a disabling whitelabel setting
 * (DISABLEMOBILEICC3). A picker without a loaded list has nothing to offer, so "loaded" applies to all three.
 */
export const countryPickerVisibility = ({
  countriesLoaded,
  settings,
}: CountryPickerFacts): CountryPickerVisibility => {
  if (!settings) return { shown: false, locked: false };
  const wanted =
    settings.countryPicker.show ||
    settings.whitelabel.UPDATEMOBILEICC3 ||
    phoneProviderInUse(settings.smsProvider);
  return { shown: countriesLoaded && wanted, locked: settings.whitelabel.DISABLEMOBILEICC3 };
};
