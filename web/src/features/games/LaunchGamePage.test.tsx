import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { sessionFixture } from '../../test/fixtures';
import { setTrackSender, type TrackedEvent } from '../../lib/track';
import { LaunchGamePage } from './LaunchGamePage';

const GAME = 'https://games.example';
const member = { session: sessionFixture() };

afterEach(() => vi.useRealTimers());

const frame = () => screen.findByTitle<HTMLIFrameElement>(/Game/);
const post = (data: unknown, origin: string, source: Window | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the game page (/m/launchGame)', () => {
  it('a third-party game: launchGame with the code, timeout 10000, the way back and the language; then the game in a frame', async () => {
    const mock = mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot?t=1` }), launchSettings: fail('x') });
    const events: TrackedEvent[] = [];
    setTrackSender((e) => events.push(e));
    renderAt('/launchGame?code=fortune-tiger&playType=RNG&backUrl=%2Fgame', <LaunchGamePage />, member);
    expect(screen.getByRole('status').textContent).toContain('Opening the game…');
    const game = await frame();
    expect(game.getAttribute('src')).toBe(`${GAME}/slot?t=1`);
    expect(game.getAttribute('sandbox')).toContain('allow-scripts');
    expect(mock.payloadsOf('launchGame')).toEqual([
      {
        gameCode: 'fortune-tiger',
        hasLobby: false,
        timeout: 10_000,
        backUrl: `${window.location.origin}/m/game`,
        language: 'en-US',
      },
    ]);
    expect(events).toContainEqual({
      eventName: 'gameLaunch',
      eventValue: { gameCode: 'fortune-tiger', playType: 'RNG', account: 'TCG' },
    });
  });

  it('a lottery: the lottery launch with its prize mode upper-case and the lottery view', async () => {
    const mock = mockCalls({ launchGame: ok({ gameUrl: `${GAME}/lotto` }), launchSettings: fail('x') });
    renderAt(
      '/launchGame?code=vn-north&playType=SEA_LOTT&prizeMode=fast&lottoView=lobby',
      <LaunchGamePage />,
      member,
    );
    await frame();
    expect(mock.payloadsOf('launchGame')).toEqual([
      expect.objectContaining({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoMode: 'SEA_Tradition_Mobile',
        lottoPrizeMode: 'FAST',
        lottoGameCode: 'vn-north',
        lottoView: 'lobby',
        device: 'MOBILE',
        hasLobby: true,
        timeout: 10_000,
      }),
    ]);
  });

  it("GO_BACK is heard only from the game's frame and origin, and returns to backUrl", async () => {
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g&backUrl=%2Fm%2Fgame%3Fcategory%3D200', <LaunchGamePage />, member);
    const game = await frame();
    await post({ type: 'GO_BACK' }, 'https://evil.example', game.contentWindow);
    await post({ type: 'GO_BACK' }, GAME, window);
    expect(window.location.pathname).toBe('/m/launchGame');
    await post({ type: 'GO_BACK' }, GAME, game.contentWindow);
    expect(window.location.pathname + window.location.search).toBe('/m/game?category=200');
  });

  it('a backUrl outside the app is not followed: the back button goes home', async () => {
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g&backUrl=https%3A%2F%2Fevil.example%2F', <LaunchGamePage />, member);
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.pathname).toBe('/m/home');
  });

  it('the full-screen toggle hides the header and brings it back', async () => {
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g', <LaunchGamePage />, member);
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen', pressed: false }));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen', pressed: true }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('another failure shows the server message, with a retry that launches again', async () => {
    let calls = 0;
    mockCalls({
      launchGame: () =>
        ++calls === 1 ? fail('game.unknown', 'This game does not exist') : ok({ gameUrl: `${GAME}/x` }),
      launchSettings: fail('x'),
    });
    renderAt('/launchGame?code=nope', <LaunchGamePage />, member);
    expect((await screen.findByRole('alert')).textContent).toContain('This game does not exist');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await frame();
  });

  it('an unsafe game URL is not opened', async () => {
    mockCalls({ launchGame: ok({ gameUrl: 'javascript:alert(1)' }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g', <LaunchGamePage />, member);
    expect((await screen.findByRole('alert')).textContent).toContain('This game is not available right now.');
    expect(screen.queryByTitle(/Game/)).toBeNull();
  });

  it("no game within 10 s: 'timeout_retry_please'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockCalls({ launchGame: () => new Promise(() => {}), launchSettings: fail('x') });
    renderAt('/launchGame?code=slow', <LaunchGamePage />, member);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The game is taking too long to open. Please try again.',
    );
  });

  it('a game that has loaded is played past 10 s with no warning over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g', <LaunchGamePage />, member);
    fireEvent.load(await frame());
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a frame still loading at 10 s gets the warning over it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g', <LaunchGamePage />, member);
    await frame();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The game is taking too long to open. Please try again.',
    );
  });

  it('a frame still loading at 10 s: the warning, cleared once the game has loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockCalls({ launchGame: ok({ gameUrl: `${GAME}/slot` }), launchSettings: fail('x') });
    renderAt('/launchGame?code=g', <LaunchGamePage />, member);
    const game = await frame();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.load(game);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("a guest launching a lottery goes to /m/login; a trial launches with the card's ids", async () => {
    const mock = mockCalls(
      { launchSettings: fail('x') },
      { GCS_gameTrialLaunch: ok({ gameUrl: `${GAME}/t` }) },
    );
    renderAt('/launchGame?code=vn&playType=LOTT', <LaunchGamePage />);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    renderAt('/launchGame?code=g&trial=1&gameId=id-g&nodeId=n1', <LaunchGamePage />, member);
    await frame();
    expect(mock.payloadsOf('GCS_gameTrialLaunch')).toEqual([
      { gameId: 'id-g', nodeId: 'n1', platform: 'html5' },
    ]);
  });
});
