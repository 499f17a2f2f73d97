import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { CaptchaAction } from '@app/contract/captcha';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { systemStatusFixture } from '../../test/fixtures';
import type { CaptchaSession, CaptchaView } from './captcha-session';
import { GeetestWidget } from './GeetestWidget';
import { useCaptcha, type Captcha } from './use-captcha';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi }));

// The plain captcha (not Geetest) wherever the show-captcha setting of the action is on.
const settingsWith = (captcha: { login?: boolean; register?: boolean; sms?: boolean }) =>
  useAppStore.setState({
    status: systemStatusFixture({
      settings: {
        captcha: { login: false, register: false, sms: false, ...captcha },
        register: { captcha: { enabled: true } },
        whitelabel: { GEETEST3: false },
      },
    }),
  });

afterEach(() => {
  callApi.mockReset();
  useOverlays.setState({ overlays: [] });
});

/** A form that renders the captcha element, exposing the hook's answer. */
function Form({ action, onCaptcha }: { action: CaptchaAction; onCaptcha: (c: Captcha) => void }) {
  const captcha = useCaptcha(action);
  onCaptcha(captcha);
  return <form>{captcha.element}</form>;
}

describe('useCaptcha', () => {
  it('when the show-captcha setting is off: nothing rendered, nothing loaded, no fields needed', async () => {
    settingsWith({ register: true, sms: true });
    const { result } = renderHook(() => useCaptcha('login'));
    expect(result.current.element).toBeNull();
    await expect(result.current.ensure()).resolves.toEqual({});
    expect(callApi).not.toHaveBeenCalled();
  });

  it('the plain captcha: the image and input appear; the typed text goes with the image key', async () => {
    settingsWith({ login: true });
    callApi.mockResolvedValue({
      success: true,
      message: null,
      errorCode: null,
      value: { key: 'k1', image: 'data:image/svg+xml;base64,AA==', expiresAt: 0 },
    });
    let captcha: Captcha | null = null;
    render(<Form action="login" onCaptcha={(c) => (captcha = c)} />);
    const input = await screen.findByLabelText('Captcha');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New captcha image' })).toBeTruthy();

    let fields: unknown;
    await act(async () => {
      fields = await captcha!.ensure();
    });
    expect(fields).toBeNull();
    expect(useOverlays.getState().overlays).toMatchObject([
      { kind: 'alert', message: 'Please complete the verification first.' },
    ]);
    // Confirmed, the alert hands the focus to the captcha input.
    const [notice] = useOverlays.getState().overlays;
    act(() => (notice?.kind === 'alert' ? notice.onConfirm?.() : undefined));
    await waitFor(() => expect(document.activeElement).toBe(input));

    fireEvent.change(input, { target: { value: 'AB3D' } });
    await act(async () => {
      fields = await captcha!.ensure();
    });
    expect(fields).toEqual({ captcha: 'AB3D', captchaKey: 'k1' });
  });

  it('after a failed request the input is cleared and a new image fetched', async () => {
    settingsWith({ register: true });
    let n = 0;
    callApi.mockImplementation(async () => ({
      success: true,
      message: null,
      errorCode: null,
      value: { key: `k${++n}`, image: `data:image/svg+xml;base64,${n}`, expiresAt: 0 },
    }));
    let captcha: Captcha | null = null;
    render(<Form action="register" onCaptcha={(c) => (captcha = c)} />);
    const input = await screen.findByLabelText('Captcha');
    fireEvent.change(input, { target: { value: 'AB3D' } });
    act(() => captcha!.reset());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toMatch(/,2$/),
    );
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });
});

describe('the Geetest widget: loading, waiting (click to verify), success, error with a retry link', () => {
  const session = { verify: vi.fn(), retry: vi.fn() } as unknown as CaptchaSession;
  const view = (patch: Partial<CaptchaView>): CaptchaView => ({
    flavour: 'geetest',
    state: 'loading',
    failure: null,
    image: null,
    text: '',
    focusRequest: 0,
    ...patch,
  });

  it('loading', () => {
    render(<GeetestWidget view={view({})} session={session} />);
    expect(screen.getByRole('status').textContent).toBe('Loading verification…');
  });

  it('waiting: click to verify', () => {
    render(<GeetestWidget view={view({ state: 'waiting' })} session={session} />);
    fireEvent.click(screen.getByRole('button', { name: 'Click to verify' }));
    expect(session.verify).toHaveBeenCalled();
  });

  it('success', () => {
    render(<GeetestWidget view={view({ state: 'success' })} session={session} />);
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });

  it('error: the user error text with the numeric code, and the retry link', () => {
    render(
      <GeetestWidget
        view={view({
          state: 'error',
          failure: { code: 60204, text: null, messageKey: 'captcha_network_failure' },
        })}
        session={session}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Network failure (60204)');
    fireEvent.click(screen.getByRole('button', { name: 'Click to retry' }));
    expect(session.retry).toHaveBeenCalled();
  });

  it('error without a text: unknown_error', () => {
    render(
      <GeetestWidget
        view={view({ state: 'error', failure: { code: null, text: null } })}
        session={session}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again.');
  });
});
