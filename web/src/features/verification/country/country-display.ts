import type { CountryEntry } from './country-entry';

/** The flag emoji of an ISO 3166 alpha-2 code (regional indicator letters); '' for anything else. */
export const flagEmoji = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode)
    ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '';

/** A dialling code as shown: '+' and its digits, whether the server wrote the '+' or not. */
export const dialCode = (countryDialingCode: string): string => `+${countryDialingCode.replace(/\D/g, '')}`;

/** The country's name in the interface language; its code where the browser has no name for it. */
// One formatter per locale: the sheet names every country again on each keystroke of its search.
const regionNames = new Map<string, Intl.DisplayNames>();

export const countryName = (countryCode: string, locale: string): string => {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    // Unknown locale or a code Intl refuses.
    return countryCode;
  }
};

/** The countries whose name, code or dialling code contains the query (case and '+' ignored). */
export const filterCountries = (
  countries: readonly CountryEntry[],
  query: string,
  nameOf: (countryCode: string) => string,
): CountryEntry[] => {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...countries];
  return countries.filter(
    (c) =>
      nameOf(c.countryCode).toLowerCase().includes(q) ||
      c.countryCode.toLowerCase().includes(q) ||
      dialCode(c.countryDialingCode).slice(1).includes(q),
  );
};
