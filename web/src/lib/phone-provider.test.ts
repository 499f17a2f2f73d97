// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phoneProviderInUse } from './phone-provider';

describe('the phone provider is in use only when its firebase flag and apiKey are set', () => {
  it.each<[string, { firebase: boolean; apiKey: string } | null, boolean]>([
    ['firebase flag and apiKey set: in use', { firebase: true, apiKey: 'key' }, true],
    ['firebase flag off: not in use', { firebase: false, apiKey: 'key' }, false],
    ['apiKey empty: not in use', { firebase: true, apiKey: '' }, false],
    ['neither set: not in use', { firebase: false, apiKey: '' }, false],
    ['no settings yet: not in use', null, false],
  ])('%s', (_, smsProvider, expected) => {
    expect(phoneProviderInUse(smsProvider)).toBe(expected);
  });
});
