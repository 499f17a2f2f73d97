import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { localeOf } from '../../../i18n/locale-of';
import { FOCUSABLE, useModalFocus } from '../../../hooks/use-modal-focus';
import { countryName, dialCode, filterCountries, flagEmoji } from './country-display';
import type { CountryEntry } from './use-countries';
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
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const locale = localeOf(i18n.language);
  const nameOf = useMemo(() => (code: string) => countryName(code, locale), [locale]);
  const shown = filterCountries(countries, query, nameOf);

  useEffect(() => {
    // Start on the current country (not the search box, which would open the keyboard over the list).
    const current = panelRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    const first = current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = useModalFocus(panelRef, onClose);

  return (
    <div
      className="sheet-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="sheet-head">
          <h2 id={titleId}>{t('choose_country')}</h2>
          <button type="button" className="sheet-close" onClick={onClose}>
            {t('close')}
          </button>
        </div>
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
        <ul className="country-list">
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
      </div>
    </div>
  );
}
