import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { adoptUrlState, linkManifest } from './app/bootstrap';
import { prepareAutoLogin } from './features/auth/remembered/auto-login-start';
import { appContainer } from './first-paint/hand-over';
import { initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { readStoredLanguage } from './lib/language-storage';
import { ensureSystemStatus } from './stores/system-status';
import './styles.css';

adoptUrlState();
// After the URL's token is adopted: a session there means no auto login.
prepareAutoLogin();
linkManifest();
// Asked for beside the language, so the first render usually has the merchant's settings (as the prerendered
// screen has them) and the hand-over changes nothing.
void ensureSystemStatus();
// Rendered as a transition, so that React yields to the browser while it renders: a prerendered screen stays
// responsive, and the splash or the prerendered screen covers the loading fallback meanwhile.
const render = () => {
  const root = createRoot(appContainer(document));
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// The splash (or the prerendered screen) stays while the language loads, so no untranslated text shows; if a
// locale cannot be fetched the app still starts (with whatever strings arrived) rather than hang on it.
initI18n(resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language])).then(
  render,
  render,
);
