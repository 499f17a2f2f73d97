import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { ActivityPage } from './ActivityPage';
import { activityFixture } from './test-support';

const NOT_AVAILABLE = "This promotion isn't available";

describe('ActivityPage (/m/activity?id=)', () => {
  it("shows the activity's image, title, period, rules and its call to action", async () => {
    const api = mockCalls({}, { MCSFE_getActivity: ok(activityFixture()) });
    renderAt('/activity?id=summer', <ActivityPage />, {
      settings: { imageCDNs: ['https://cdn.shop.example'] },
    });
    expect(await screen.findByRole('heading', { name: 'Summer deposit bonus' })).toBeTruthy();
    expect(api.payloadsOf('MCSFE_getActivity')).toEqual([{ id: 'summer' }]);
    expect(document.querySelector('img.activity-image')?.getAttribute('src')).toBe(
      'https://cdn.shop.example/wps/images/home/summer.svg',
    );
    expect(screen.getByText('Jun 1, 2025 – Jun 30, 2099')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules & terms' })).toBeTruthy();
    expect(document.querySelector('.activity-rules-html')?.innerHTML).toBe(
      '<p>Deposit at least <b>10</b>.</p>',
    );
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(screen.queryByText('This promotion has ended')).toBeNull();
  });

  it('its rules are sanitised: no script, no handler, links open safely', async () => {
    mockCalls(
      {},
      {
        MCSFE_getActivity: ok(
          activityFixture({
            rules:
              '<p onclick="alert(1)">Read <a href="https://terms.example.com">the terms</a></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
          }),
        ),
      },
    );
    renderAt('/activity?id=summer', <ActivityPage />);
    const terms = await screen.findByRole('link', { name: 'the terms' });
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(terms.getAttribute('target')).toBe('_blank');
    const html = document.querySelector('.activity-rules-html')?.innerHTML ?? '';
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it('an activity that has ended says so, and its call to action is gone', async () => {
    mockCalls({}, { MCSFE_getActivity: ok(activityFixture({ endTime: Date.UTC(2025, 5, 30, 12) })) });
    renderAt('/activity?id=summer', <ActivityPage />);
    expect(await screen.findByText('This promotion has ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Deposit now' })).toBeNull();
  });

  it('its own label names the call to action', async () => {
    mockCalls(
      {},
      { MCSFE_getActivity: ok(activityFixture({ action: { redirect: 'DEPOSIT', label: 'Top up & win' } })) },
    );
    renderAt('/activity?id=summer', <ActivityPage />);
    expect(await screen.findByRole('link', { name: 'Top up & win' })).toBeTruthy();
  });

  it('without a call to action: none', async () => {
    mockCalls({}, { MCSFE_getActivity: ok(activityFixture({ action: null })) });
    renderAt('/activity?id=summer', <ActivityPage />);
    await screen.findByRole('heading', { name: 'Summer deposit bonus' });
    expect(document.querySelector('.activity-cta')).toBeNull();
  });

  it('an unknown id: not available, with a way home', async () => {
    mockCalls({}, { MCSFE_getActivity: fail('activity.unknown', 'No such activity') });
    renderAt('/activity?id=nope', <ActivityPage />);
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/home');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['no id', '/activity'],
    ['an empty id', '/activity?id=%20'],
    ['an id longer than any activity has', `/activity?id=${'x'.repeat(65)}`],
  ])('%s: not available, and nothing asked', (_, url) => {
    const api = mockCalls();
    renderAt(url, <ActivityPage />);
    expect(screen.getByRole('heading', { name: NOT_AVAILABLE })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a network failure offers a retry, which brings the activity', async () => {
    let fails = true;
    mockCalls({}, { MCSFE_getActivity: () => (fails ? 'network-error' : ok(activityFixture())) });
    renderAt('/activity?id=summer', <ActivityPage />);
    expect((await screen.findByRole('alert')).textContent).toContain("This promotion couldn't be loaded.");
    fails = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Summer deposit bonus' })).toBeTruthy();
  });
});
