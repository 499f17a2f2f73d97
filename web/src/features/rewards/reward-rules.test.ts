import { describe, expect, it } from 'vitest';
import {
  centreClosed,
  claimFailureKey,
  claimRefreshesCenter,
  lockPercent,
  ratePercent,
} from './reward-rules';

describe('claimFailureKey: a refused claim in its own words', () => {
  it.each([
    ['reward.claimed', 'reward_error_claimed'],
    ['reward.unavailable', 'reward_error_unavailable'],
    ['reward.closed', 'reward_closed_text'],
    ['request.invalid', null],
    [null, null],
  ])('%s → %s', (code, key) => expect(claimFailureKey(code)).toBe(key));
});

describe('which refusals ask the centre again, and which close it', () => {
  it.each([
    ['reward.claimed', true, false],
    ['reward.unavailable', true, false],
    ['reward.closed', false, true],
    ['server.error', false, false],
  ])('%s: refresh %s, closed %s', (code, refresh, closed) => {
    expect(claimRefreshesCenter(code)).toBe(refresh);
    expect(centreClosed(code)).toBe(closed);
  });
});

describe('lockPercent: how far play has gone', () => {
  it.each([
    [{ played: 0, required: 400_00, met: false }, 0],
    [{ played: 100_00, required: 400_00, met: false }, 25],
    [{ played: 399_99, required: 400_00, met: false }, 99],
    [{ played: 400_00, required: 400_00, met: true }, 100],
    [{ played: 0, required: 0, met: false }, 100],
  ])('%o → %d %%', (lock, percent) => expect(lockPercent(lock)).toBe(percent));
});

describe('ratePercent: basis points in the player’s language', () => {
  it.each([
    [50, 'en', '0.5%'],
    [125, 'en', '1.25%'],
    [1000, 'en', '10%'],
    [50, 'fr', '0,5 %'],
  ])('%d bp in %s → %s', (bp, locale, text) =>
    expect(ratePercent(bp, locale).replace(/\s/g, ' ')).toBe(text),
  );
});
