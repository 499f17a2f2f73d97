// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { miniGameScript, miniGameScriptPath, type MiniGameVersion } from './mini-game-script';

describe('miniGameScript: v1 for LOTTMINIGAME3, s1 for SEALOTTMINIGAME3, none when both off (entry §3)', () => {
  const rows: [rule: string, lott: boolean, sea: boolean, expected: MiniGameVersion | null][] = [
    ['LOTTMINIGAME3 on: v1', true, false, 'v1'],
    ['SEALOTTMINIGAME3 on: s1', false, true, 's1'],
    ['both off: disabled', false, false, null],
    ['both on: v1', true, true, 'v1'],
  ];
  it.each(rows)('%s', (_rule, LOTTMINIGAME3, SEALOTTMINIGAME3, expected) => {
    expect(miniGameScript({ LOTTMINIGAME3, SEALOTTMINIGAME3 })).toBe(expected);
  });

  it('no settings yet: disabled', () => {
    expect(miniGameScript(undefined)).toBeNull();
  });
});

describe('miniGameScriptPath: /mini-game/{v1|s1}/minigame.js?_t={timestamp} (entry §7)', () => {
  it.each([
    ['v1', '/mini-game/v1/minigame.js?_t=1764220000000'],
    ['s1', '/mini-game/s1/minigame.js?_t=1764220000000'],
  ] as const)('%s', (version, expected) => {
    expect(miniGameScriptPath(version, 1764220000000)).toBe(expected);
  });
});
