import { useEffect, useState } from 'react';
import { authApi } from '../api';

/** A country of the picker (§3 Country entry). */
export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
}

export interface Countries {
  /** The list has been loaded. */
  loaded: boolean;
  countries: CountryEntry[];
  /** The chosen country: the answer's default country until the player picks another. */
  selected: CountryEntry | null;
  select(c: CountryEntry): void;
  /**
   * The chosen country, waiting for the list when it has not arrived yet (a quick player must not send a number
   * without its dialling code); null when the list cannot be loaded.
   */
  ensureSelected(): Promise<CountryEntry | null>;
}

const defaultCountry = async (): Promise<CountryEntry | null> => {
  const res = await authApi.countries();
  if (!res.success || !res.value) return null;
  return { countryCode: res.value.countryCode, countryDialingCode: res.value.countryDialingCode };
};

/** The country list of GET /wps/system/country (cached by the request layer for the session). */
export function useCountries(): Countries {
  const [answer, setAnswer] = useState<{ countries: CountryEntry[]; fallback: CountryEntry } | null>(null);
  const [picked, setPicked] = useState<CountryEntry | null>(null);

  useEffect(() => {
    let live = true;
    void authApi.countries().then((res) => {
      if (!live || !res.success || !res.value) return;
      const { countries, countryCode, countryDialingCode } = res.value;
      setAnswer({ countries, fallback: { countryCode, countryDialingCode } });
    });
    return () => {
      live = false;
    };
  }, []);

  return {
    loaded: answer !== null,
    countries: answer?.countries ?? [],
    selected: picked ?? answer?.fallback ?? null,
    select: setPicked,
    ensureSelected: async () => picked ?? answer?.fallback ?? defaultCountry(),
  };
}
