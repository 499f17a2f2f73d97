// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@app/contract/envelope';
import {
  LAUNCHING,
  launchOutcome,
  launchScreen,
  launchStep,
  type LaunchEvent,
  type LaunchOutcome,
  type LaunchScreen,
  type LaunchState,
} from './launch-state';

const PAGE = 'https://shop.example/m/launchGame?code=g';
const game = { url: 'https://games.example/slot', origin: 'https://games.example' };
const playing = (frame: 'loading' | 'loaded' | 'fallbackWarning'): LaunchState => ({
  phase: 'playing',
  game,
  frame,
});
const timeout: LaunchState = { phase: 'failed', notice: { kind: 'timeout' } };
const unavailable: LaunchState = { phase: 'failed', notice: { kind: 'unavailable' } };

const answer = (patch: Partial<Envelope<{ gameUrl: string }>>): Envelope<{ gameUrl: string }> => ({
  success: true,
  message: null,
  errorCode: null,
  value: null,
  ...patch,
});

describe('the launch\'s answer (signed-in §8 "Game launch")', () => {
  it.each<[string, Envelope<{ gameUrl: string }>, LaunchOutcome]>([
    ['a game URL: the game, with its origin', answer({ value: { gameUrl: `${game.url}` } }), { game }],
    [
      'a relative game URL is taken against the page',
      answer({ value: { gameUrl: '/demo-games/slot' } }),
      { game: { url: 'https://shop.example/demo-games/slot', origin: 'https://shop.example' } },
    ],
    [
      'a javascript: URL is not followed',
      answer({ value: { gameUrl: 'javascript:alert(1)' } }),
      { notice: { kind: 'unavailable' } },
    ],
    ['an empty game URL', answer({ value: { gameUrl: ' ' } }), { notice: { kind: 'unavailable' } }],
    ['success without a value', answer({}), { notice: { kind: 'unavailable' } }],
    [
      'ECONNABORTED: timeout_retry_please',
      answer({ success: false, errorCode: 'ECONNABORTED', message: 'timeout' }),
      { notice: { kind: 'timeout' } },
    ],
    [
      "another failure: the server's message",
      answer({ success: false, errorCode: 'game.unknown', message: 'This game does not exist' }),
      { notice: { kind: 'server', message: 'This game does not exist' } },
    ],
  ])('%s', (_, envelope, outcome) => expect(launchOutcome(envelope, PAGE)).toEqual(outcome));
});

describe('the launch, step by step (signed-in §8: no redirect within 10 s; §9: a fallback warning after 10 s)', () => {
  it.each<[string, LaunchState, LaunchEvent, LaunchState]>([
    ['a launch sent', timeout, { type: 'launch', code: 'g' }, LAUNCHING],
    [
      'a retry while a game still loads',
      playing('fallbackWarning'),
      { type: 'launch', code: 'g' },
      LAUNCHING,
    ],
    ['a page without a code launches nothing', LAUNCHING, { type: 'launch', code: '' }, unavailable],
    ['a game came', LAUNCHING, { type: 'answer', outcome: { game } }, playing('loading')],
    ['a failure came', LAUNCHING, { type: 'answer', outcome: { notice: { kind: 'timeout' } } }, timeout],
    [
      'no answer within 10 s: given up, timeout_retry_please',
      LAUNCHING,
      { type: 'noRedirectInTime' },
      timeout,
    ],
    [
      'a frame still loading at 10 s: the fallback warning',
      playing('loading'),
      { type: 'noRedirectInTime' },
      playing('fallbackWarning'),
    ],
    [
      'a game that has loaded at 10 s: no warning',
      playing('loaded'),
      { type: 'noRedirectInTime' },
      playing('loaded'),
    ],
    ['a failure at 10 s stays as it is', unavailable, { type: 'noRedirectInTime' }, unavailable],
    ['the game loads', playing('loading'), { type: 'gameLoaded' }, playing('loaded')],
    [
      'the game loads after the warning: the warning clears',
      playing('fallbackWarning'),
      { type: 'gameLoaded' },
      playing('loaded'),
    ],
    ['no game, nothing loads', timeout, { type: 'gameLoaded' }, timeout],
  ])('%s', (_, state, event, next) => expect(launchStep(state, event)).toEqual(next));

  it("the game stays the same object while its frame loads (the in-game prompt's start is told once)", () => {
    const started = launchStep(LAUNCHING, { type: 'answer', outcome: { game } });
    const warned = launchStep(started, { type: 'noRedirectInTime' });
    const loaded = launchStep(warned, { type: 'gameLoaded' });
    expect(loaded.phase === 'playing' && started.phase === 'playing' && loaded.game === started.game).toBe(
      true,
    );
  });
});

describe("what the game's stage shows", () => {
  it.each<[string, LaunchState, LaunchScreen]>([
    ['launching: the opening indicator', LAUNCHING, { opening: true, notice: null, over: false }],
    ['failed: the notice', timeout, { opening: false, notice: { kind: 'timeout' }, over: false }],
    [
      "the game's frame loading: the opening indicator",
      playing('loading'),
      { opening: true, notice: null, over: false },
    ],
    [
      'still loading after 10 s: the warning over the game, no indicator',
      playing('fallbackWarning'),
      { opening: false, notice: { kind: 'timeout' }, over: true },
    ],
    ['the game loaded: nothing over it', playing('loaded'), { opening: false, notice: null, over: false }],
  ])('%s', (_, state, screen) => expect(launchScreen(state)).toEqual(screen));
});
