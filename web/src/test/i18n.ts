import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import EN from '../i18n/locales/EN.json';

/** English strings for component tests, loaded synchronously. */
export const initTestI18n = async (): Promise<void> => {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { EN: { translation: EN } },
  });
};
