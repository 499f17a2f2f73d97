import { LANGUAGE_CODE_MAP } from '@app/contract/constants';

/** The locale code for dates and numbers: the spec's language code map, else the code itself (ES → es). */
export const localeOf = (code: string): string => LANGUAGE_CODE_MAP[code] ?? code.toLowerCase();
