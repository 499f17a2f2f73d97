import { LANGUAGE_CODE_MAP } from '@app/contract/constants/language';

/** BCP 47 tags for interface codes that are not language tags themselves (CN, TY, UR-LA, ...). */
const BCP47: Readonly<Record<string, string>> = {
  ...LANGUAGE_CODE_MAP,
  TY: 'fil',
  'UR-LA': 'ur-Latn',
  'PT-BR': 'pt-BR',
};

/** The locale of an interface code, for dates, numbers and the page's lang attribute (ES → es, CN → zh-CN). */
export const localeOf = (code: string): string => BCP47[code] ?? code.toLowerCase();
