import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { LockIcon } from '../../../components/icons';
import { localeOf } from '../../../i18n/locale-of';
import { countryName, dialCode, flagEmoji } from './country-display';
import type { CountryEntry } from './country-entry';
import './country-picker.css';

const loadSheet = () => import('./CountrySheet');
// The list only loads when the player opens it: it stays out of the first load of the login screen.
const CountrySheet = lazy(async () => ({ default: (await loadSheet()).CountrySheet }));

interface CountryPickerProps {
  value: CountryEntry;
  countries: CountryEntry[];
  /** Locked by the disabling whitelabel setting: the code shows but cannot be changed. */
  locked: boolean;
  onChange(c: CountryEntry): void;
}

/** The dialling-code field: shows the chosen flag and code, and opens the slide-up country list. */
export function CountryPicker({ value, countries, locked, onChange }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = countryName(value.countryCode, localeOf(i18n.language));

  return (
    <div className="country-field">
      <span id={labelId} className="country-label">
        {t('country_code')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="country-trigger"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-disabled={locked || undefined}
        // Fetch the list while the finger is still down, so it opens without a wait.
        onPointerDown={locked ? undefined : () => void loadSheet()}
        onClick={() => {
          if (!locked) setOpen(true);
        }}
      >
        <span className="country-flag" aria-hidden="true">
          {flagEmoji(value.countryCode)}
        </span>
        <span id={valueId}>
          <span className="visually-hidden">{name} </span>
          {dialCode(value.countryDialingCode)}
        </span>
        {locked ? (
          <LockIcon className="country-lock" />
        ) : (
          <span className="country-caret" aria-hidden="true" />
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CountrySheet
            countries={countries}
            value={value}
            onPick={(c) => {
              setOpen(false);
              onChange(c);
              buttonRef.current?.focus();
            }}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
