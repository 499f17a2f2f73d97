import { afterEach, describe, expect, it } from 'vitest';
import {
  announcementKey,
  currentVisit,
  readAnnouncementRecord,
  saveAnnouncementClosed,
  VISIT_KEY,
} from './announcement-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored record (signed-in §4: storage keys per user, or a guest key)', () => {
  it("keys a member by merchant and username, and the merchant's guests by one key", () => {
    expect(announcementKey('alice')).toBe('announcementPopup:DEMO:member:alice');
    expect(announcementKey(null)).toBe('announcementPopup:DEMO:guest');
    // A member named "guest" is not the guests.
    expect(announcementKey('guest')).not.toBe(announcementKey(null));
  });

  it('closing saves show=false, the hashes, this visit, and the hide time only when ticked', () => {
    saveAnnouncementClosed('k1', { hashes: ['a', 'b'], hideToday: false, now: 1000 });
    saveAnnouncementClosed('k2', { hashes: ['a'], hideToday: true, now: 2000 });
    const visit = currentVisit();
    expect(readAnnouncementRecord('k1')).toEqual({ hashes: ['a', 'b'], show: false, hideTime: null, visit });
    expect(readAnnouncementRecord('k2')).toEqual({ hashes: ['a'], show: false, hideTime: 2000, visit });
  });

  it.each<[string, string]>([
    ['not JSON', '{hashes:'],
    ['null', 'null'],
    ['a list', '["a"]'],
    ['hashes that are not text', '{"hashes":[1],"show":false,"hideTime":null,"visit":null}'],
    ['hashes not a list', '{"hashes":"a","show":false,"hideTime":null,"visit":null}'],
    ['show not a boolean', '{"hashes":[],"show":"false","hideTime":null,"visit":null}'],
    ['a hide time that is text', '{"hashes":[],"show":false,"hideTime":"today","visit":null}'],
    ['no hide time at all', '{"hashes":[],"show":false,"visit":null}'],
    ['a visit that is a number', '{"hashes":[],"show":false,"hideTime":null,"visit":3}'],
    [
      'too many hashes',
      JSON.stringify({ hashes: Array(201).fill('a'), show: false, hideTime: null, visit: null }),
    ],
  ])('garbage in storage (%s) counts as nothing stored', (_, raw) => {
    localStorage.setItem('k', raw);
    expect(readAnnouncementRecord('k')).toBeNull();
  });

  it('a visit lasts as long as the tab session: the same id until session storage is emptied', () => {
    const first = currentVisit();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(currentVisit()).toBe(first);
    expect(sessionStorage.getItem(VISIT_KEY)).toBe(first);
    // Another tab's session (or a new one) has its own.
    sessionStorage.setItem(VISIT_KEY, 'other-tab');
    expect(currentVisit()).toBe('other-tab');
  });
});
