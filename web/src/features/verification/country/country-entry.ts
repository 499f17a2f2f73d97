import type { CountryInfo } from '@app/contract/calls';

/** A country of the picker (entry §3, country entry). */
export type CountryEntry = CountryInfo['countries'][number];

/** The country list and the player's choice, as the phone number field uses them (however they were loaded). */
export interface CountryChoice {
  countries: CountryEntry[];
  /** null until the list has come. */
  selected: CountryEntry | null;
  select(c: CountryEntry): void;
}
