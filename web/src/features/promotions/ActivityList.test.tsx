import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { BelowTheFold } from '../../components/BelowTheFold';
import { ActivityList } from './ActivityList';
import { activityFixture } from './test-support';

const summary = (patch: Parameters<typeof activityFixture>[0] = {}) => {
  const { rules: _rules, action: _action, ...rest } = activityFixture(patch);
  return rest;
};
/** As home renders it: below the fold. */
const onHome = (
  <BelowTheFold>
    <ActivityList />
  </BelowTheFold>
);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe("ActivityList: home's running activities", () => {
  it('a card per activity, each a link to its page, with its image from the image CDN, title, summary and period', async () => {
    const api = mockCalls(
      {},
      {
        MCSFE_getActivities: ok([
          summary(),
          summary({
            id: 'vip week',
            title: 'VIP week',
            imageUrl: 'https://img.example.com/vip.png',
            startTime: null,
          }),
        ]),
      },
    );
    renderAt('/home', onHome, { settings: { imageCDNs: ['https://cdn.shop.example/'] } });
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: /Summer deposit bonus/ });
    expect(first.getAttribute('href')).toBe('/m/activity?id=summer');
    expect(first.textContent).toContain('Up to 100% on your first deposit');
    expect(first.textContent).toContain('Jun 1, 2025');
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.shop.example/wps/images/home/summer.svg',
    );
    const second = screen.getByRole('link', { name: /VIP week/ });
    expect(new URL(second.getAttribute('href') ?? '', window.location.origin).searchParams.get('id')).toBe(
      'vip week',
    );
    expect(second.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/vip.png');
    expect(second.textContent).toContain('Until Jun 30, 2099');
    expect(api.calls.find((c) => c.name === 'MCSFE_getActivities')?.payload).toEqual({});
  });

  it('an image URL that is not http(s) loads nothing', async () => {
    mockCalls({}, { MCSFE_getActivities: ok([summary({ imageUrl: 'javascript:alert(1)' })]) });
    renderAt('/home', onHome);
    const card = await screen.findByRole('link', { name: /Summer deposit bonus/ });
    expect(card.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('while they load: a card-sized skeleton under the heading, in a busy section named by it', async () => {
    mockCalls({}, { MCSFE_getActivities: () => new Promise(() => {}) });
    renderAt('/home', onHome);
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Promotions' });
    expect([section.className, section.getAttribute('aria-busy')]).toEqual(['activities', 'true']);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(document.querySelector('.activity-card-image.skeleton')).not.toBeNull();
  });

  it('none running: no section', async () => {
    mockCalls({}, { MCSFE_getActivities: ok([]) });
    const { container } = renderAt('/home', onHome);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('an answer that is not a list: no section', async () => {
    mockCalls({}, { MCSFE_getActivities: ok({ items: [] } as never) });
    const { container } = renderAt('/home', onHome);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('a failure says so with a retry, and the retry brings them', async () => {
    let fails = true;
    mockCalls({}, { MCSFE_getActivities: () => (fails ? 'network-error' : ok([summary()])) });
    renderAt('/home', onHome);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Promotions couldn't be loaded.");
    // The section is no card (its activities are): the failure is one.
    expect(alert.className).toBe('card inline-error');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Summer deposit bonus/ })).toBeTruthy();
  });

  it('a server error is quiet: no alert over the page', async () => {
    mockCalls({}, { MCSFE_getActivities: fail('server.error', 'Boom') });
    renderAt('/home', onHome);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("Promotions couldn't be loaded."),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
