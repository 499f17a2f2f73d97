import type { ComponentProps } from 'react';
import { TextField } from '../../components/TextField';
import { CountryPicker } from './country/CountryPicker';
import type { CountryPickerVisibility } from './country/country-picker-rule';
import type { CountryChoice } from './country/country-entry';

/**
 * A mobile number with the country dialling-code picker before it, when the picker rule shows it (entry §5);
 * the number is sent as '+' dialling code and number by the caller.
 */
export function PhoneNumberField({
  countries,
  picker,
  ...input
}: { countries: CountryChoice; picker: CountryPickerVisibility } & ComponentProps<typeof TextField>) {
  return (
    <div className="field-row">
      {picker.shown && countries.selected && (
        <CountryPicker
          value={countries.selected}
          countries={countries.countries}
          locked={picker.locked}
          onChange={countries.select}
        />
      )}
      <TextField type="tel" inputMode="tel" autoComplete="tel-national" {...input} />
    </div>
  );
}
