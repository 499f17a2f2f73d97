import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { callApi } from '../api/call';
import { useLocation } from '../lib/router';
import { useAppStore, useSettings } from '../stores/app-store';
import { fail, mockCalls, ok } from './mock-calls';
import { deepMerge, sessionFixture, systemStatusFixture } from './fixtures';
import { renderAt } from './render-at';

function Probe() {
  const { pathname, search } = useLocation();
  const settings = useSettings();
  return (
    <p>
      {pathname}
      {search} {settings?.name} {settings?.captcha.login ? 'captcha' : 'no-captcha'}
    </p>
  );
}

describe('test helpers', () => {
  it('renderAt renders at the URL under /m with the seeded settings and the test changes', () => {
    renderAt('/login?r=1', <Probe />, { settings: { captcha: { login: true } } });
    expect(screen.getByText(/\/login\?r=1 .* captcha/)).toBeTruthy();
    expect(window.location.pathname).toBe('/m/login');
    expect(useAppStore.getState().status?.settings.captcha).toEqual({
      login: true,
      register: false,
      sms: false,
    });
  });

  it('mockCalls answers by call name through the real request layer, sending the session token', async () => {
    const api = mockCalls({ memberInfo: ok(memberInfo) });
    renderAt('/member/home', <Probe />, { session: sessionFixture({ token: 'secret-token' }) });
    const res = await callApi('memberInfo');
    expect(res).toEqual(ok(memberInfo));
    expect(api.calls[0]).toMatchObject({ name: 'memberInfo', headers: { authorization: 'secret-token' } });
  });

  it('encrypted calls arrive as plain JSON payloads, and failures come back as the server sent them', async () => {
    const api = mockCalls({ login: fail('login.cred.err', 'Wrong password') });
    renderAt('/login', <Probe />);
    const res = await callApi('login', { username: 'a', password: 'b', type: 'username' } as never, {
      alert: false,
    });
    expect(res).toMatchObject({ success: false, errorCode: 'login.cred.err' });
    expect(api.payloadsOf('login')).toEqual([expect.objectContaining({ username: 'a', password: 'b' })]);
  });

  it('a call the test did not answer is listed and fails as a network error', async () => {
    const api = mockCalls({});
    renderAt('/home', <Probe />);
    const res = await callApi('country', undefined, { quiet: true });
    expect(res.success).toBe(false);
    expect(api.unanswered).toEqual(['GET /wps/system/country']);
  });

  it('deepMerge replaces arrays and scalars and merges objects', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] } })).toEqual({
      a: { b: 1, c: [3] },
      d: 'x',
    });
    expect(systemStatusFixture({ maintenance: true }).settings.merchantCode).toBe('DEMO');
  });
});

const memberInfo = {
  id: 7,
  account: 'player',
  type: 0,
  regDate: 0,
  language: 'EN',
  clubLabel: null,
};
