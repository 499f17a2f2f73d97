import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { performFailure } from '../api/failure-effects';
import { useOverlays } from '../stores/overlays';
import { mockCalls, ok } from '../test/mock-calls';
import { renderAt } from '../test/render-at';
import { Overlays } from './Overlays';

afterEach(() => useOverlays.setState({ overlays: [], toast: null }));

const renderOverlays = () => renderAt('/home', <Overlays />);

describe('Overlays: the request layer reaches them', () => {
  it('a call whose session died before the first render (the first screen renders while its calls are answered) still shows the notice, once', async () => {
    performFailure({ kind: 'sessionExpired' });
    // The other calls of the same page fail within the notice's debounce: no second notice.
    performFailure({ kind: 'sessionExpired' });
    renderOverlays();
    const notices = await screen.findAllByRole('alertdialog');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textContent).toContain('Your session has expired');
  });
});

describe('Overlays: the registry shows one overlay at a time', () => {
  it('shows the highest-priority overlay, then the next when it is dismissed', async () => {
    renderOverlays();
    act(() => {
      useOverlays.getState().alert('First alert');
      useOverlays.getState().showSessionExpired();
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Your session has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('an alert under its title "Notice" ends with its confirm button', async () => {
    renderOverlays();
    act(() => {
      useOverlays.getState().alert('Wrong code.');
      useOverlays.getState().alert('Second');
    });
    expect((await screen.findByRole('alertdialog', { name: 'Notice' })).textContent).toContain('Wrong code.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Second');
  });

  it('a notice shows the unreachable-domain modal, once the domains are raced (features/unreachable-domain)', async () => {
    mockCalls({
      support: ok({ customerService: [], domainList: [] }),
      domainRoute: ok({ domainList: [] }),
    });
    renderOverlays();
    act(() => {
      useOverlays
        .getState()
        .open('notice', { view: 'unreachable', message: null, messageKey: 'network_cors_error' });
    });
    const modal = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(modal.textContent).toContain('Network Error / CORS Errors');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the toast beside an overlay', async () => {
    renderOverlays();
    act(() => {
      useOverlays.getState().alert('Wrong code.');
      useOverlays.getState().showToast('Verification passed', 1500);
    });
    expect(screen.getByRole('status').textContent).toBe('Verification passed');
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });
});
