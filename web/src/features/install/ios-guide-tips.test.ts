// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { iosLegacyTip, iosProfileTip } from './ios-guide-tips';

const v = (major: number, minor = 0) => ({ major, minor });

describe('legacy tips for iOS 12.0–12.1 and for 11 or earlier (entry §8, §9)', () => {
  it.each([
    ['iOS 10.3', v(10, 3), 'ios11orEarlier'],
    ['iOS 11.4', v(11, 4), 'ios11orEarlier'],
    ['iOS 12.0', v(12, 0), 'ios12early'],
    ['iOS 12.1', v(12, 1), 'ios12early'],
    ['iOS 12.2: none', v(12, 2), null],
    ['iOS 16.6: none', v(16, 6), null],
    ['an unknown version: none', null, null],
  ] as const)('%s', (_, version, tip) => {
    expect(iosLegacyTip(version)).toBe(tip);
  });
});

describe('the tip after focus returns: iOS 17 and later, or older versions (entry §8)', () => {
  it.each([
    ['iOS 17.0', v(17, 0), 'ios17'],
    ['iOS 18.1', v(18, 1), 'ios17'],
    ['iOS 16.7', v(16, 7), 'older'],
    ['iOS 12.1', v(12, 1), 'older'],
    ['an unknown version: the newest', null, 'ios17'],
  ] as const)('%s', (_, version, tip) => {
    expect(iosProfileTip(version)).toBe(tip);
  });
});
