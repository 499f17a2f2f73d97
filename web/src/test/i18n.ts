import { i18n } from '../i18n/translate';
import EN from '../i18n/locales/EN.json';

/** English strings for component tests, loaded synchronously. */
export const initTestI18n = async (): Promise<void> => {
  if (!i18n.hasStrings('EN')) i18n.addStrings('EN', EN);
  i18n.changeLanguage('EN');
};
