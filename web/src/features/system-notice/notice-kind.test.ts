// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noticeKind, type NoticeKind } from './notice-kind';

describe('noticeKind: the screen that replaces the app (entry §2, signed-in §2)', () => {
  it.each<[string, boolean, boolean, NoticeKind | null]>([
    ['no maintenance, no restriction: the app', false, false, null],
    ['maintenance: the maintenance notice', true, false, 'maintenance'],
    ['a blocked region or IP: the access-denied notice', false, true, 'accessDenied'],
    [
      'a blocked visitor during maintenance: the access-denied notice (server rule)',
      true,
      true,
      'accessDenied',
    ],
  ])('%s', (_rule, maintenance, regionRestriction, expected) => {
    expect(noticeKind({ maintenance, regionRestriction })).toBe(expected);
  });
});
