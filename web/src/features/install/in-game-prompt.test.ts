import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { gameEnded, gameStarted, inGameDue, onInGameChange } from './in-game-prompt';

const withInterval = (enabled: boolean, value = '60') =>
  mockCalls({
    launchSettings: ok({
      ...settingsFixture().launchSettings,
      in_game_popup_interval: { enabled, value },
    }),
  });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  gameEnded();
  vi.useRealTimers();
});

describe('in_game_popup_interval: N seconds after a game starts; cancelled when the game ends (entry §4)', () => {
  it('comes N seconds after the start, and tells its listeners', async () => {
    withInterval(true, '60');
    const changed = vi.fn();
    const off = onInGameChange(changed);
    gameStarted();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(inGameDue()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(inGameDue()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });

  it('the game ending cancels it', async () => {
    withInterval(true, '10');
    gameStarted();
    await vi.advanceTimersByTimeAsync(5_000);
    gameEnded();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(inGameDue()).toBe(false);
  });

  it('the game ending ends a moment that came', async () => {
    withInterval(true, '10');
    gameStarted();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(inGameDue()).toBe(true);
    gameEnded();
    expect(inGameDue()).toBe(false);
  });

  it('a game that ends before the settings arrive sets nothing', async () => {
    withInterval(true, '0');
    gameStarted();
    gameEnded();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(inGameDue()).toBe(false);
  });

  it('off: never', async () => {
    withInterval(false, '10');
    gameStarted();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(inGameDue()).toBe(false);
  });
});
