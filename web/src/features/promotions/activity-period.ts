import type { TFunction } from '../../i18n/translate';
import { localeOf } from '../../i18n/locale-of';

/** A time of the answer, or null when it is missing or not a time (bad data reads as open-ended). */
const time = (ms: number | null | undefined): number | null =>
  typeof ms === 'number' && Number.isFinite(ms) ? ms : null;

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
  const dates = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' });
  if (start !== null && end !== null) {
    return start <= end ? dates.formatRange(start, end) : `${dates.format(start)} – ${dates.format(end)}`;
  }
  if (end !== null) return t('activity_period_until', { date: dates.format(end) });
  if (start !== null) return t('activity_period_from', { date: dates.format(start) });
  return t('activity_period_ongoing');
}

/** The activity has ended: its end time has passed. */
export const activityEnded = (endTime: number | null, now: number): boolean => {
  const end = time(endTime);
  return end !== null && end <= now;
};
