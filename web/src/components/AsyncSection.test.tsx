import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CallState } from '../api/call-cache';
import { useOverlays } from '../stores/overlays';
import { AsyncSection, FailedWithRetry, type AsyncState } from './AsyncSection';

afterEach(() => useOverlays.setState({ loadingHidden: false }));

const renderSection = (state: AsyncState<string[]>) =>
  render(
    <AsyncSection
      state={state}
      title="Friends"
      errorText="Friends could not be loaded."
      empty={{ when: (names) => names.length === 0, text: 'No friends yet.' }}
    >
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </AsyncSection>,
  );

describe('AsyncSection', () => {
  it('the data hook answer fits it', () => {
    expectTypeOf<CallState<string[]>>().toExtend<AsyncState<string[]>>();
  });

  it('loading: a busy card with its title and a skeleton announced as loading', () => {
    renderSection({ status: 'loading' });
    expect(
      screen.getByRole('heading', { name: 'Friends' }).closest('section')!.getAttribute('aria-busy'),
    ).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('error: says so, and retry asks again', () => {
    const retry = vi.fn();
    renderSection({ status: 'error', retry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Friends could not be loaded.');
    // Inside the card: not a card of its own.
    expect(alert.className).toBe('inline-error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('ready: the data, or the empty state when there is nothing to show', () => {
    renderSection({ status: 'ready', data: ['Ann', 'Bo'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann', 'Bo']);
    expect(
      screen.getByRole('heading', { name: 'Friends' }).closest('section')!.getAttribute('aria-busy'),
    ).toBe('false');
    cleanup();
    renderSection({ status: 'ready', data: [] });
    expect(screen.getByRole('status').textContent).toBe('No friends yet.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('not a card, named by its heading: its own placeholder while loading, and a failure is a card', () => {
    const renderList = (state: AsyncState<string[]>) =>
      render(
        <AsyncSection
          state={state}
          card={false}
          className="offers"
          title="Offers"
          titleId="offers-title"
          titleClassName="offers-title"
          errorText="Offers could not be loaded."
          placeholder={<div className="offer offer--loading" />}
        >
          {(names) => <p>{names.join(', ')}</p>}
        </AsyncSection>,
      );
    renderList({ status: 'loading' });
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.className).toBe('offers');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Offers' }).className).toBe('offers-title');
    expect(region.querySelector('.offer--loading')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderList({ status: 'error', retry: vi.fn() });
    expect(screen.getByRole('alert').className).toBe('card inline-error');
    cleanup();
    renderList({ status: 'ready', data: ['Ann'] });
    expect(screen.getByRole('region', { name: 'Offers' }).textContent).toBe('OffersAnn');
  });
});

describe('FailedWithRetry', () => {
  it('says so with a retry button; a card of its own when asked', () => {
    const retry = vi.fn();
    render(<FailedWithRetry card text="Games could not be loaded." retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('card inline-error');
    expect(alert.querySelector('p')!.textContent).toBe('Games could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();
    render(<FailedWithRetry text="Games could not be loaded." retry={retry} />);
    expect(screen.getByRole('alert').className).toBe('inline-error');
  });
});
