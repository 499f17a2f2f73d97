import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { adoptUrlState, linkManifest } from './app/bootstrap';
import { prepareAutoLogin } from './features/auth/remembered/auto-login-start';
import { initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { readStoredLanguage } from './lib/language-storage';
import './styles.css';

adoptUrlState();
// After the URL's token is adopted: a session there means no auto login.
prepareAutoLogin();
linkManifest();
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The splash stays up while the language loads, so no untranslated text shows; if a locale cannot be
// fetched the app still starts (with whatever strings arrived) rather than hang on the splash.
initI18n(resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language])).then(
  render,
  render,
);
