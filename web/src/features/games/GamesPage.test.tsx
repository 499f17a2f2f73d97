import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { sessionFixture } from '../../test/fixtures';
import { useOverlays } from '../../stores/overlays';
import { GamesPage } from './GamesPage';
import { lanesAnswer } from './test-support';

describe('the catalogue (/m/game)', () => {
  it('every game by category, a chip per category, and each lane of "See all" opens its category', async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()), GCSGAME_getGameMatchV2: ok([]) });
    renderAt('/game', <GamesPage />);
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lottery' })).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Game categories' })).getAllByRole('button');
    expect(chips.map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Slots', 'false'],
      ['Lottery', 'false'],
    ]);
    fireEvent.click(chips[2]!);
    await waitFor(() => expect(window.location.search).toBe('?category=205'));
    expect(screen.queryByRole('heading', { name: 'Slots' })).toBeNull();
  });

  it('the search finds games by name or vendor, says when none match, and clears', async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()) });
    renderAt('/game', <GamesPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    fireEvent.change(search, { target: { value: 'tiger' } });
    expect(screen.getByRole('button', { name: /^Fortune Tiger / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Game gold-rush / })).toBeNull();
    fireEvent.change(search, { target: { value: 'vn lotto' } });
    expect(screen.getByRole('button', { name: /^Northern Lottery / })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'dragon' } });
    expect(screen.getByText('No games match “dragon”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('button', { name: /^Game gold-rush / })).toBeTruthy();
  });

  it('a category whose games have matches lists them (GCSGAME_getGameMatchV2 with its gameClassify)', async () => {
    const mock = mockCalls(
      {},
      {
        GCSGAME_newGameVendor: ok(lanesAnswer()),
        GCSGAME_getGameMatchV2: ok([
          { matchId: 'm1', title: 'Evening draw', startTime: Date.UTC(2026, 10, 27, 11) },
        ]),
      },
    );
    renderAt('/game?category=205', <GamesPage />);
    expect(await screen.findByText('Evening draw')).toBeTruthy();
    expect(mock.payloadsOf('GCSGAME_getGameMatchV2')).toEqual([{ gameClassify: 'LOTT' }]);
  });

  it('a failure says so in a card with a retry, and the retry brings the games', async () => {
    let fails = true;
    mockCalls(
      {},
      {
        GCSGAME_newGameVendor: () => (fails ? fail('x', 'down') : ok(lanesAnswer())),
        GCSGAME_getGameMatchV2: ok([]),
      },
    );
    renderAt('/game', <GamesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    expect(alert.className).toBe('card inline-error');
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no games: the empty state', async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok({ categories: [] }) });
    renderAt('/game', <GamesPage />);
    expect(await screen.findByText('No games yet. Check back soon.')).toBeTruthy();
  });

  it('a card opens the game page with its code, play type, prize mode and the way back', async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()), GCSGAME_getGameMatchV2: ok([]) });
    renderAt('/game', <GamesPage />, { session: sessionFixture() });
    const card = await screen.findByRole('button', { name: /^Northern Lottery / });
    await act(async () => fireEvent.click(card));
    expect(window.location.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      code: 'vn-north',
      playType: 'LOTT',
      prizeMode: 'FAST',
      backUrl: '/game',
    });
  });

  it('a guest tapping a lottery goes to /m/login; "Try" opens a free game with the card\'s ids, for a guest too', async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()), GCSGAME_getGameMatchV2: ok([]) });
    renderAt('/game', <GamesPage />);
    const card = await screen.findByRole('button', { name: /^Northern Lottery / });
    await act(async () => fireEvent.click(card));
    expect(window.location.pathname).toBe('/m/login');
    renderAt('/game', <GamesPage />);
    const guestTry = (await screen.findAllByRole('button', { name: 'Try Fortune Tiger for free' }))[0]!;
    await act(async () => fireEvent.click(guestTry));
    expect(window.location.pathname).toBe('/m/launchGame');
    renderAt('/game', <GamesPage />, { session: sessionFixture() });
    const memberTry = (await screen.findAllByRole('button', { name: 'Try Fortune Tiger for free' }))[0]!;
    await act(async () => fireEvent.click(memberTry));
    expect(window.location.pathname).toBe('/m/launchGame');
    expect(new URLSearchParams(window.location.search).get('gameId')).toBe('id-fortune-tiger');
  });

  it("STARTGAMEINAPP3 on, outside the app: a member's launch shows the install notice instead", async () => {
    mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()), GCSGAME_getGameMatchV2: ok([]) });
    useOverlays.setState({ overlays: [] });
    renderAt('/game', <GamesPage />, {
      session: sessionFixture(),
      settings: { whitelabel: { STARTGAMEINAPP3: true } },
    });
    const card = await screen.findByRole('button', { name: /^Game gold-rush / });
    await act(async () => fireEvent.click(card));
    expect(window.location.pathname).toBe('/m/game');
    await waitFor(() =>
      expect(useOverlays.getState().overlays).toEqual([
        expect.objectContaining({
          kind: 'alert',
          message: 'Download the app for a fuller game experience, then reopen and play',
        }),
      ]),
    );
  });
});
