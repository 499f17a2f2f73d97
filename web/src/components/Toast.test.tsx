import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useOverlays } from '../stores/overlays';
import { Toast } from './Toast';

/** The toast as the app shows it: the store's current toast, if any. */
function ToastHost() {
  const toast = useOverlays((s) => s.toast);
  return toast && <Toast key={toast.id} message={toast.message} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  useOverlays.setState({ toast: null });
});

describe('Toast', () => {
  it('is a polite live region with its message', () => {
    render(<Toast message="Saved" />);
    const toast = screen.getByRole('status');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.textContent).toBe('Saved');
  });

  it('goes by itself after its duration; a newer toast replaces it and keeps its own time', () => {
    render(<ToastHost />);
    act(() => useOverlays.getState().showToast('First', 1500));
    expect(screen.getByRole('status').textContent).toBe('First');
    act(() => vi.advanceTimersByTime(1000));
    act(() => useOverlays.getState().showToast('Second', 1500));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
