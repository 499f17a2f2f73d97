import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_TYPE_SIGNED_OUT } from '@app/contract/constants/member';
import { subscribeCall } from '../../api/call-cache';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { ok } from '../../test/mock-calls';
import { memberApi } from './api';
import { MEMBER_INFO_RETRY_DELAYS_MS, memberReady } from './member-ready';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi, callRelay: vi.fn() }));

const info = { id: 9, account: 'player9', type: 4, regDate: 0, language: 'EN', clubLabel: null };
const answered = ok(info);
const down = { success: false, message: null, errorCode: 'ERR_NETWORK', value: null };

let tokens = 0;
/** A session handed over in the URL: no name, type -1 (bootstrap.ts). */
const urlSession = () =>
  sessionFixture({ id: 0, token: `url-token-${tokens++}`, userName: '', type: MEMBER_TYPE_SIGNED_OUT });
const memberInfoCalls = () => callApi.mock.calls.filter(([name]) => name === 'memberInfo').length;

afterEach(() => {
  vi.useRealTimers();
  callApi.mockReset();
  useAppStore.setState({ session: null });
});

describe('memberReady: the member type is known before type-based rules run', () => {
  it('settles once member info has renewed the session: name and type from the server', async () => {
    callApi.mockResolvedValue(answered);
    useAppStore.setState({ session: urlSession() });
    expect(useAppStore.getState().session?.type).toBe(MEMBER_TYPE_SIGNED_OUT);
    await memberReady();
    expect(useAppStore.getState().session).toMatchObject({ id: 9, userName: 'player9', type: 4 });
  });

  it('retries a failed load after each bounded delay, then the member stays type -1', async () => {
    vi.useFakeTimers();
    callApi.mockResolvedValue(down);
    useAppStore.setState({ session: urlSession() });
    let settled = false;
    void memberReady().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(memberInfoCalls()).toBe(1);
    for (const [i, delay] of MEMBER_INFO_RETRY_DELAYS_MS.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(memberInfoCalls()).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(memberInfoCalls()).toBe(i + 2);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(memberInfoCalls()).toBe(MEMBER_INFO_RETRY_DELAYS_MS.length + 1);
    expect(settled).toBe(true);
    expect(useAppStore.getState().session?.type).toBe(MEMBER_TYPE_SIGNED_OUT);
  });

  it('a retry that succeeds renews the session', async () => {
    vi.useFakeTimers();
    callApi.mockResolvedValueOnce(down).mockResolvedValue(answered);
    useAppStore.setState({ session: urlSession() });
    const ready = memberReady();
    await vi.advanceTimersByTimeAsync(MEMBER_INFO_RETRY_DELAYS_MS[0]!);
    await ready;
    expect(useAppStore.getState().session?.type).toBe(4);
    expect(memberInfoCalls()).toBe(2);
  });

  it('stops retrying once the session is gone', async () => {
    vi.useFakeTimers();
    callApi.mockResolvedValue(down);
    useAppStore.setState({ session: urlSession() });
    void memberReady();
    await vi.advanceTimersByTimeAsync(0);
    useAppStore.getState().signOut();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(memberInfoCalls()).toBe(1);
  });

  it('member info is fetched once: the session renewal and the member page share the answer', async () => {
    callApi.mockResolvedValue(answered);
    useAppStore.setState({ session: urlSession() });
    const page = subscribeCall(memberApi.info, () => {});
    await memberReady();
    await memberReady();
    expect(memberInfoCalls()).toBe(1);
    page();
  });
});
