import { useMemo, useState } from 'react';
import { fetchCall } from '../../../api/call-cache';
import { useCall } from '../../../api/use-call';
import { verificationApi } from '../api';
import type { CountryChoice, CountryEntry } from './country-entry';

export interface Countries extends CountryChoice {
  /** The list has been loaded. */
  loaded: boolean;
  /** The chosen country: the answer's default country until the player picks another. */
  selected: CountryEntry | null;
  /**
   * The chosen country, waiting for the list when it has not arrived yet (a quick player must not send a number
   * without its dialling code); null when the list cannot be loaded.
   */
  ensureSelected(): Promise<CountryEntry | null>;
}

const defaultCountry = async (): Promise<CountryEntry | null> => {
  const value = await fetchCall(verificationApi.countries);
  return value && { countryCode: value.countryCode, countryDialingCode: value.countryDialingCode };
};

/** The country list of GET /wps/system/country, from the call cache (api/call-cache.ts). */
export function useCountries(): Countries {
  const state = useCall(verificationApi.countries);
  const [picked, setPicked] = useState<CountryEntry | null>(null);
  const answer = state.status === 'ready' ? state.data : null;
  // Kept while the answer is the same: screens compare the selected country between renders.
  const fallback = useMemo(
    () => answer && { countryCode: answer.countryCode, countryDialingCode: answer.countryDialingCode },
    [answer],
  );

  return {
    loaded: answer !== null,
    countries: answer?.countries ?? [],
    selected: picked ?? fallback,
    select: setPicked,
    ensureSelected: async () => picked ?? fallback ?? defaultCountry(),
  };
}
