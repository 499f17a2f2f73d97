import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants';
import { isRtl } from './resolve-language';
import { localeOf } from './locale-of';
import { i18n, type Strings } from './translate';
import { setInterfaceLanguage } from '../lib/language-storage';

type LocaleModule = { default: Strings };

// One chunk per language, fetched only when that language is used.
const locales = import.meta.glob<LocaleModule>('./locales/*.json');

const ensureLoaded = async (code: InterfaceLanguage): Promise<void> => {
  if (i18n.hasStrings(code)) return;
  const load = locales[`./locales/${code}.json`];
  if (load) i18n.addStrings(code, (await load()).default);
};

const applyDocumentLanguage = (code: InterfaceLanguage): void => {
  setInterfaceLanguage(code);
  document.documentElement.lang = localeOf(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
};

/** Loads the language and the English fallback, then switches to the language. */
export const initI18n = async (code: InterfaceLanguage): Promise<void> => {
  await Promise.all([ensureLoaded(code), ensureLoaded(DEFAULT_INTERFACE_LANGUAGE)]);
  i18n.changeLanguage(code);
  applyDocumentLanguage(code);
};
