import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { LanesSection } from './LanesSection';
import { lanesAnswer } from './test-support';

describe("home's game lanes", () => {
  it('a skeleton while loading, then a lane per category with its cards and its "See all"', async () => {
    const mock = mockCalls({}, { GCSGAME_newGameVendor: ok(lanesAnswer()) });
    renderAt('/home', <LanesSection />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all Lottery' }).getAttribute('href')).toBe(
      '/m/game?category=205',
    );
    expect(screen.getByRole('button', { name: 'Fortune Tiger Acme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Fortune Tiger for free' })).toBeTruthy();
    // The art's box is reserved from the start.
    const art = document.querySelector('.game-tile-art');
    expect([art?.getAttribute('width'), art?.getAttribute('height')]).toEqual(['240', '240']);
    expect(mock.payloadsOf('GCSGAME_newGameVendor')).toEqual([{ platform: 'html5' }]);
  });

  it.each<[string, Parameters<typeof ok>[0] | ReturnType<typeof fail>]>([
    ['a failure', fail('x', 'down')],
    ['no categories', ok({ categories: [] })],
    ['garbage', ok('nonsense')],
  ])('%s: nothing, home goes on', async (_, answer) => {
    mockCalls({}, { GCSGAME_newGameVendor: answer as never });
    const { container } = renderAt('/home', <LanesSection />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
