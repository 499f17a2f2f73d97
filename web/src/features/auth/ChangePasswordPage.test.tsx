import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { markPasswordChangeRequired } from '../../lib/password-change-required';
import { useOverlays } from '../../stores/overlays';
import { renderAt } from '../../test/render-at';
import { ChangePasswordPage } from './ChangePasswordPage';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

const session = {
  id: 3,
  token: 'T3',
  merchantCode: 'DEMO',
  userName: 'm639170000001',
  type: 0,
  firstTimeLogin: false,
};
const field = (label: string) => screen.queryByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label)!, { target: { value } });

afterEach(() => {
  callApi.mockReset();
  sessionStorage.clear();
  useOverlays.setState({ overlays: [] });
});

describe('the password change', () => {
  it('a normal session is asked for the current password, and sends it', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: null });
    renderAt('/changePsw', <ChangePasswordPage />, { session });
    type('Current password', 'Old12345');
    type('New password', 'New12345');
    type('Confirm new password', 'New12345');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        'changePassword',
        { oldPassword: 'Old12345', newPassword: 'New12345' },
        expect.anything(),
      ),
    );
  });

  it('a session opened with the default password is asked for no old password, and sends none', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: null });
    markPasswordChangeRequired('T3');
    renderAt('/changePsw?reason=default', <ChangePasswordPage />, { session });
    expect(field('Current password')).toBeNull();
    type('New password', 'New12345');
    type('Confirm new password', 'New12345');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith('changePassword', { newPassword: 'New12345' }, expect.anything()),
    );
    await waitFor(() => expect(sessionStorage.getItem('passwordChangeRequired')).toBeNull());
  });

  it('a mark left by another session does not drop the old-password field (reason=default alone does not)', () => {
    markPasswordChangeRequired('OTHER');
    renderAt('/changePsw?reason=default', <ChangePasswordPage />, { session });
    expect(field('Current password')).not.toBeNull();
  });
});
