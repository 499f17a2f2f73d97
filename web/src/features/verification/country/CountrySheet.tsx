import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { localeOf } from '../../../i18n/locale-of';
import { Sheet } from '../../../components/Sheet';
import { countryName, dialCode, filterCountries, flagEmoji } from './country-display';
import type { CountryEntry } from './country-entry';
import './country-sheet.css';

interface CountrySheetProps {
  countries: CountryEntry[];
  value: CountryEntry;
  onPick(c: CountryEntry): void;
  onClose(): void;
}

/** The slide-up list of flags and dialling codes, searchable; a modal: focus stays inside until it closes. */
export function CountrySheet({ countries, value, onPick, onClose }: CountrySheetProps) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const locale = localeOf(i18n.language);
  const nameOf = useMemo(() => (code: string) => countryName(code, locale), [locale]);
  const shown = filterCountries(countries, query, nameOf);

  // In the commit that shows the list (a layout effect), so it never paints, nor is seen, without that focus.
  useLayoutEffect(() => {
    // Start on the current country (not the search box, which would open the keyboard over the list).
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.focus();
    current?.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <Sheet title={t('choose_country')} onClose={onClose}>
      <div className="sheet-search">
        <input
          type="search"
          aria-label={t('search_country')}
          placeholder={t('search_country')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <ul ref={listRef} className="country-list">
        {shown.map((c) => {
          const current =
            c.countryCode === value.countryCode && c.countryDialingCode === value.countryDialingCode;
          return (
            <li key={`${c.countryCode}${c.countryDialingCode}`}>
              <button
                type="button"
                className="country-row"
                aria-current={current || undefined}
                onClick={() => onPick(c)}
              >
                <span className="country-flag" aria-hidden="true">
                  {flagEmoji(c.countryCode)}
                </span>
                <span className="country-name">{nameOf(c.countryCode)}</span>
                <span className="country-dial">{dialCode(c.countryDialingCode)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && (
        <p className="country-empty" role="status">
          {t('no_country_found')}
        </p>
      )}
    </Sheet>
  );
}
