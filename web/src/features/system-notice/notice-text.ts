import type { SystemStatus } from '@app/contract/calls';
import { localeOf } from '../../i18n/locale-of';

/** Whether a language code (an interface code, or a server's descriptionLanguage such as 'en-US') is English. */
export const isEnglish = (language: string): boolean => /^en(?:$|[-_])/i.test(language);

/**
 * The maintenance notice's description (entry §2, signed-in §2): the server's own text in its language when the
 * merchant wrote one, else the default maintenance text in the player's language. `custom` null: the default.
 * `englishCopy`: the English default text goes beneath it, as the description is not in English.
 */
export const maintenanceDescription = (
  status: Pick<SystemStatus, 'maintenanceDescription' | 'maintenanceDescriptionLanguage'>,
  interfaceLanguage: string,
): { custom: string | null; language: string; englishCopy: boolean } => {
  const custom = status.maintenanceDescription.trim() || null;
  const language = custom ? status.maintenanceDescriptionLanguage : interfaceLanguage;
  return { custom, language, englishCopy: !isEnglish(language) };
};

/** The end time as the notices show it: the player's local date and time, in the interface language. */
export const END_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export const formatEndTime = (ms: number, interfaceLanguage: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(localeOf(interfaceLanguage), { ...END_TIME_FORMAT, timeZone }).format(ms);
