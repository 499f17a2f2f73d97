// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@app/contract/calls';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { sessionFixture, systemStatusFixture } from '../../test/fixtures';
import { setInterfaceLanguage } from '../../lib/language-storage';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { openChat } from './open-chat';

const info = (type: number): MemberInfo => ({
  id: 7,
  account: 'player',
  type,
  regDate: 0,
  language: 'EN',
  clubLabel: null,
});

const stubLocation = () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/m/member/home', search: '?r=A1', assign });
  return assign;
};

const signedIn = (type: number) => {
  useAppStore.getState().signIn(sessionFixture({ type }));
  useAppStore.setState({
    status: systemStatusFixture({ settings: { name: 'Demo Casino', theme: { primaryColor: '#0a7cff' } } }),
  });
};

afterEach(() => {
  useAppStore.getState().signOut();
  useOverlays.setState({ overlays: [], toast: null });
});

describe('openChat: carries out chatRule (signed-in §4 "Chat")', () => {
  it('not logged in: /m/login, nothing asked', async () => {
    const api = mockCalls();
    const navigate = vi.fn();
    await openChat(navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(api.calls).toEqual([]);
  });

  it('type 4: the no_permissions toast, no chat link', async () => {
    const api = mockCalls({ memberInfo: ok(info(4)) });
    signedIn(4);
    await openChat(vi.fn());
    expect(useOverlays.getState().toast?.message).toBe("You don't have permission to use this feature.");
    expect(api.payloadsOf('CBS_launchChat')).toEqual([]);
  });

  it('a member: CBS_launchChat with b2c, title, backUrl, language, headerColor, then to chatUrl', async () => {
    const api = mockCalls(
      { memberInfo: ok(info(0)) },
      { CBS_launchChat: ok({ chatUrl: 'https://chat.example/room?t=abc' }) },
    );
    signedIn(0);
    setInterfaceLanguage('TH');
    const assign = stubLocation();
    await openChat(vi.fn());
    expect(api.payloadsOf('CBS_launchChat')).toEqual([
      {
        b2c: true,
        title: 'Demo Casino',
        backUrl: '/m/member/home?r=A1',
        language: 'TH',
        headerColor: '#0a7cff',
      },
    ]);
    expect(assign).toHaveBeenCalledWith('https://chat.example/room?t=abc');
  });

  it('a chatUrl that is not http(s) is never followed: an alert instead', async () => {
    mockCalls({ memberInfo: ok(info(0)) }, { CBS_launchChat: ok({ chatUrl: 'javascript:alert(1)' }) });
    signedIn(0);
    const assign = stubLocation();
    await openChat(vi.fn());
    expect(assign).not.toHaveBeenCalled();
    expect(useOverlays.getState().overlays).toMatchObject([
      { kind: 'alert', message: 'Something went wrong. Please try again.' },
    ]);
  });

  it('a refusal: nothing followed (the request layer shows the server message)', async () => {
    mockCalls({ memberInfo: ok(info(0)) }, { CBS_launchChat: fail('no_permissions', 'No permission') });
    signedIn(0);
    const assign = stubLocation();
    await openChat(vi.fn());
    expect(assign).not.toHaveBeenCalled();
  });

  it('one at a time: a second tap while the link loads asks for no second one', async () => {
    const api = mockCalls(
      { memberInfo: ok(info(0)) },
      { CBS_launchChat: ok({ chatUrl: 'https://chat.example/' }) },
    );
    signedIn(0);
    stubLocation();
    await Promise.all([openChat(vi.fn()), openChat(vi.fn())]);
    expect(api.payloadsOf('CBS_launchChat')).toHaveLength(1);
  });
});
