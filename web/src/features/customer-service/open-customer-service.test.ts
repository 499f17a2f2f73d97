// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultMerchantSettings } from '@app/contract/default-settings';
import type { MemberInfo } from '@app/contract/calls';
import { fetchCall } from '../../api/call-cache';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { sessionFixture } from '../../test/fixtures';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { memberApi } from '../account';
import { openCustomerService } from './open-customer-service';

const { customerService, domains } = defaultMerchantSettings();
const support = ok({ customerService, domainList: domains });
const LIVE_CHAT = 'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi';
const VIP_CHAT = 'https://vip.chat.demo-casino.example/chat?site=demo';

const member = (labelId: string | null): MemberInfo => ({
  id: 7,
  account: 'vip_member',
  type: 0,
  regDate: 0,
  language: 'EN',
  clubLabel: labelId ? { labelName: labelId, labelId, type: 'AUTO', rankLevel: 1 } : null,
});

const stubOpen = (opened: object | null) => {
  const open = vi.fn<typeof window.open>(() => opened as Window | null);
  vi.stubGlobal('open', open);
  return open;
};

afterEach(() => {
  useAppStore.getState().signOut();
  useOverlays.setState({ overlays: [] });
});

describe('openCustomerService (signed-in §4 "Customer-service link building")', () => {
  it('a guest gets the unlabelled entry, opened in a new window cut off from this one', async () => {
    mockCalls({ support });
    const popup = { opener: window as unknown };
    const open = stubOpen(popup);
    await openCustomerService();
    expect(open).toHaveBeenCalledWith(LIVE_CHAT, '_blank');
    expect(popup.opener).toBeNull();
  });

  it("a labelled member gets the label's entry, from the member info already loaded", async () => {
    const api = mockCalls({ support, memberInfo: ok(member('VIP1')) });
    useAppStore.getState().signIn(sessionFixture());
    await fetchCall(memberApi.info);
    const open = stubOpen({});
    await openCustomerService();
    expect(open).toHaveBeenCalledWith(VIP_CHAT, '_blank');
    expect(api.payloadsOf('memberInfo')).toHaveLength(1);
  });

  it('a member whose info is not loaded counts as a guest: no member call (refused during maintenance)', async () => {
    const api = mockCalls({ support });
    useAppStore.getState().signIn(sessionFixture());
    const open = stubOpen({});
    await openCustomerService();
    expect(open).toHaveBeenCalledWith(LIVE_CHAT, '_blank');
    expect(api.calls.map((c) => c.name)).toEqual(['support']);
  });

  it('a blocked popup opens the link in this window', async () => {
    mockCalls({ support });
    stubOpen(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await openCustomerService();
    expect(assign).toHaveBeenCalledWith(LIVE_CHAT);
  });

  const unavailable: [what: string, answer: Parameters<typeof mockCalls>[0]][] = [
    ['the list cannot be loaded', { support: 'network-error' }],
    ['the server refuses the list', { support: fail('system.maintenance', 'Maintenance') }],
    ['no entry for the player', { support: ok({ customerService: [], domainList: [] }) }],
    [
      'no entry decodes to an http(s) URL',
      {
        support: ok({
          customerService: [{ ...customerService[0]!, path: 'bm9wZQDm7kQ2xA' }],
          domainList: [],
        }),
      },
    ],
  ];
  it.each(unavailable)(
    'customer service not available when %s: an alert, nothing opened',
    async (_what, answers) => {
      mockCalls(answers);
      const open = stubOpen({});
      await openCustomerService();
      expect(open).not.toHaveBeenCalled();
      expect(useOverlays.getState().overlays).toMatchObject([
        { kind: 'alert', message: 'Customer service is not available right now.' },
      ]);
    },
  );
});
