import type { TFunction } from '../../i18n/translate';
import { localeOf } from '../../i18n/locale-of';

/** A time of the answer, or null when it is missing or not a time (bad data reads as open-ended). */
const time = (ms: number | null | undefined): number | null =>
  typeof ms === 'number' && Number.isFinite(ms) ? ms : null;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's date format, made once: a format costs a few milliseconds to make, and more to range with
 * (formatRange prepares its interval format on first use), for every card of a long list.
 */
const dateFormat = (language: string): Intl.DateTimeFormat => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format;
};

/**
 * An activity's period in the player's language and time zone: "Jun 1 – 30, 2025", "Until Jun 30, 2025",
 * "From Jun 1, 2025", or "Ongoing" when it has neither end.
 */
export function activityPeriodText(
  startTime: number | null,
  endTime: number | null,
  language: string,
  t: TFunction,
): string {
  const start = time(startTime);
  const end = time(endTime);
  if (end === null) {
    return start === null
      ? t('activity_period_ongoing')
      : t('activity_period_from', { date: dateFormat(language).format(start) });
  }
  const dates = dateFormat(language);
  if (start === null) return t('activity_period_until', { date: dates.format(end) });
  return start <= end ? dates.formatRange(start, end) : `${dates.format(start)} – ${dates.format(end)}`;
}

/** The activity has ended: its end time has passed. */
export const activityEnded = (endTime: number | null, now: number): boolean => {
  const end = time(endTime);
  return end !== null && end <= now;
};
