import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants';
import { isRtl } from './resolve-language';
import { localeOf } from './locale-of';
import { setInterfaceLanguage } from '../lib/language-storage';

type LocaleModule = { default: ResourceLanguage };

// One chunk per language, fetched only when that language is used.
const locales = import.meta.glob<LocaleModule>('./locales/*.json');

const loadLocale = async (code: InterfaceLanguage): Promise<ResourceLanguage | null> => {
  const load = locales[`./locales/${code}.json`];
  return load ? (await load()).default : null;
};

const ensureLoaded = async (code: InterfaceLanguage): Promise<void> => {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const resources = await loadLocale(code);
  if (resources) i18next.addResourceBundle(code, 'translation', resources);
};

const applyDocumentLanguage = (code: InterfaceLanguage): void => {
  setInterfaceLanguage(code);
  document.documentElement.lang = localeOf(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
};

/** Starts i18next with the language and the English fallback loaded. */
export const initI18n = async (code: InterfaceLanguage): Promise<void> => {
  await i18next.use(initReactI18next).init({
    lng: code,
    fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
    // Keys are flat and contain dots (server error codes such as "error.login.cred.err").
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  });
  await Promise.all([ensureLoaded(code), ensureLoaded(DEFAULT_INTERFACE_LANGUAGE)]);
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
};
