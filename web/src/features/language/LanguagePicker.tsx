import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { useSettings } from '../../stores/app-store';
import { offeredLanguages } from './language-choice';
import './language-picker.css';

const loadSheet = () => import('./LanguageSheet');
// The list loads when the player opens it: the first load of home holds only this button.
const LanguageSheet = lazy(async () => ({ default: (await loadSheet()).LanguageSheet }));

/** A globe, drawn: smaller than an icon font or an image on the first load. */
function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3Z" />
      </g>
    </svg>
  );
}

/**
 * The language picker of the top bar (signed-in §4 "Language selection"): a button with a globe and the current
 * code that opens the list of the merchant's languages (LanguageSheet). It keeps the box of the top bar's back
 * button (44 × 44), and a merchant with one language gets that box empty: the title never moves, whatever the
 * merchant's list, before or after the prerendered page hands over.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const offered = offeredLanguages(settings?.languages);
  if (offered.length < 2) return <span className="topbar-spacer" />;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="language-picker"
        // Names the language in itself, as each locale's language_button does (language-names.test.ts).
        aria-label={t('language_button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Fetch the list while the finger is still down, so it opens without a wait.
        onPointerDown={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span className="language-picker-code" aria-hidden="true" translate="no">
          {i18n.language}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageSheet
            offered={offered}
            onClose={() => {
              setOpen(false);
              // Back where the player was, also where a tap does not focus the button (Safari).
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
