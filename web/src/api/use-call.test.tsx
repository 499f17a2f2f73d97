import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Envelope } from '@app/contract/envelope';
import { ok } from '../test/mock-calls';
import type { CallQuery } from './call-cache';
import { useCall } from './use-call';

let made = 0;
const query = (run: () => Promise<Envelope<string>>): CallQuery<string> => ({
  key: `hook-${made++}`,
  name: 'test',
  scope: 'app',
  staleMs: 0,
  languageDependent: false,
  persistedPath: null,
  run,
});

function Show({ q, pollMs }: { q: CallQuery<string> | null; pollMs?: number }) {
  const state = useCall(q, { pollMs });
  if (!state) return <p>nothing asked</p>;
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error')
    return (
      <button type="button" onClick={state.retry}>
        retry
      </button>
    );
  return <p>{state.data}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useCall', () => {
  it('shows loading, then the answer', async () => {
    render(<Show q={query(() => Promise.resolve(ok('answer')))} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('answer')).toBeTruthy();
  });

  it('two screens showing the same request send it once', async () => {
    const run = vi.fn(() => Promise.resolve(ok('shared')));
    const q = query(run);
    render(
      <>
        <Show q={q} />
        <Show q={{ ...q }} />
      </>,
    );
    expect(await screen.findAllByText('shared')).toHaveLength(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('an error offers a retry that loads again', async () => {
    const run = vi
      .fn()
      .mockResolvedValueOnce({ success: false, message: 'down', errorCode: null, value: null })
      .mockResolvedValueOnce(ok('back'));
    render(<Show q={query(run)} />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    act(() => retry.click());
    expect(await screen.findByText('back')).toBeTruthy();
  });

  it('a null query asks for nothing', () => {
    render(<Show q={null} />);
    expect(screen.getByText('nothing asked')).toBeTruthy();
  });

  it('polls while shown and stops when the screen goes', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve(ok('polled')));
    const { unmount } = render(<Show q={query(run)} pollMs={30_000} />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(run).toHaveBeenCalledTimes(2);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
