import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { adoptUrlState, linkManifest } from './app/bootstrap';
import { initI18n } from './i18n/i18n';
import { resolveLanguage } from './features/language/resolve-language';
import { readStoredLanguage } from './lib/language-storage';
import './styles.css';

adoptUrlState();
linkManifest();
// The splash stays up while the language loads, so no untranslated text ever shows.
void initI18n(resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language])).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
