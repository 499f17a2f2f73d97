// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate';
import { activityEnded, activityPeriodText } from './activity-period';

// Midday UTC: the same calendar day in the test machine's time zone, whichever it is.
const JUN_1 = Date.UTC(2025, 5, 1, 12);
const JUN_30 = Date.UTC(2025, 5, 30, 12);
const JUL_2 = Date.UTC(2025, 6, 2, 12);

describe("activityPeriodText: the activity's period in the player's language", () => {
  it.each<[string, number | null, number | null, string, string]>([
    ['both ends, one month', JUN_1, JUN_30, 'EN', 'Jun 1 – 30, 2025'],
    ['both ends, two months', JUN_1, JUL_2, 'EN', 'Jun 1 – Jul 2, 2025'],
    ['only an end', null, JUN_30, 'EN', 'Until Jun 30, 2025'],
    ['only a start', JUN_1, null, 'EN', 'From Jun 1, 2025'],
    ['neither: open-ended', null, null, 'EN', 'Ongoing'],
    ['an end before the start (bad data) still reads', JUL_2, JUN_1, 'EN', 'Jul 2, 2025 – Jun 1, 2025'],
    ['a time that is not one reads as open-ended', Number.NaN, null, 'EN', 'Ongoing'],
    ['the dates in the language of the interface (CN)', null, JUN_30, 'CN', 'Until 2025年6月30日'],
  ])('%s', (_, start, end, language, text) => {
    // The test strings are English; the dates follow the language given.
    expect(activityPeriodText(start, end, language, t).replace(/\u2009/g, ' ')).toBe(text);
  });
});

describe('activityEnded', () => {
  it.each<[string, number | null, number, boolean]>([
    ['its end has passed', JUN_30, JUL_2, true],
    ['at its end', JUN_30, JUN_30, true],
    ['before its end', JUN_30, JUN_1, false],
    ['open-ended: never', null, JUL_2, false],
  ])('%s', (_, end, now, ended) => {
    expect(activityEnded(end, now)).toBe(ended);
  });
});
