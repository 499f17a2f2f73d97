import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CallState } from '../api/call-cache';
import { useOverlays } from '../stores/overlays';
import { AsyncSection, type AsyncState } from './AsyncSection';

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
    expect(screen.getByRole('alert').textContent).toContain('Friends could not be loaded.');
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
});
