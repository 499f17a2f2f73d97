import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultMerchantSettings } from '@app/contract/default-settings';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { ReferralGateLink } from './ReferralGateLink';
import { memberInfo, promotionsAnswer } from './test-support';

const { customerService, domains } = defaultMerchantSettings();
/** The demo's unlabelled customer-service entry (contract/src/default-settings.ts). */
const LIVE_CHAT = 'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi';

const tile = () => screen.getByRole('link', { name: 'Invite friends' });
const renderTile = (
  url = '/home',
  session = sessionFixture({ type: 0 }) as ReturnType<typeof sessionFixture> | null,
) => renderAt(url, <ReferralGateLink className="tile">Invite friends</ReferralGateLink>, { session });
const relays = (promotions: RelayAnswers['MCSFE_getMerchantAvailablePromotions']): RelayAnswers => ({
  MCSFE_getMerchantAvailablePromotions: promotions,
});

afterEach(() => {
  useOverlays.setState({ overlays: [] });
  vi.restoreAllMocks();
});

describe('ReferralGateLink: the home tile to /m/inviteFriends goes through the referral gate', () => {
  it('is a real link to /m/inviteFriends, keeping the tracking parameters', () => {
    mockCalls({}, relays(promotionsAnswer(true)));
    renderTile('/home?affiliateCode=AFF1&foo=1', null);
    expect(tile().getAttribute('href')).toBe('/m/inviteFriends?affiliateCode=AFF1');
  });

  it('a guest with referral disabled gets the coming-soon prompt and stays', async () => {
    mockCalls({}, relays(promotionsAnswer(false)));
    renderTile('/home', null);
    fireEvent.click(tile());
    await waitFor(() =>
      expect(useOverlays.getState().overlays).toMatchObject([{ kind: 'alert', message: 'Coming soon' }]),
    );
    expect(window.location.pathname).toBe('/m/home');
  });

  it('a guest with referral enabled: the referral page', async () => {
    mockCalls({}, relays(promotionsAnswer(true)));
    renderTile('/home', null);
    fireEvent.click(tile());
    await waitFor(() => expect(window.location.pathname).toBe('/m/inviteFriends'));
  });

  it('a member with referral enabled globally and personally: /m/inviteFriends', async () => {
    mockCalls({ memberInfo: ok(memberInfo(0)) }, relays(promotionsAnswer(true, true)));
    renderTile();
    fireEvent.click(tile());
    await waitFor(() => expect(window.location.pathname).toBe('/m/inviteFriends'));
  });

  it('a member with the personal promotion off: customer service opens, the page stays', async () => {
    mockCalls(
      { memberInfo: ok(memberInfo(0)), support: ok({ customerService, domainList: domains }) },
      relays(promotionsAnswer(true, false)),
    );
    const open = vi.fn<typeof window.open>(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderTile();
    fireEvent.click(tile());
    await waitFor(() => expect(open).toHaveBeenCalledWith(LIVE_CHAT, '_blank'));
    expect(window.location.pathname).toBe('/m/home');
  });

  it('a second tap while the first is deciding opens customer service once', async () => {
    mockCalls(
      { memberInfo: ok(memberInfo(0)), support: ok({ customerService, domainList: domains }) },
      relays(promotionsAnswer(false, true)),
    );
    const open = vi.fn<typeof window.open>(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderTile();
    fireEvent.click(tile());
    fireEvent.click(tile());
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a signed-in agent goes to /m/agentRegister, the type taken from member info once it answers', async () => {
    // A token handed over in the URL: the session has no type until member info says it is an agent.
    mockCalls({ memberInfo: ok(memberInfo(2)) }, relays(promotionsAnswer(true, false)));
    renderTile('/home', sessionFixture({ type: -1, token: 'token-from-url' }));
    fireEvent.click(tile());
    await waitFor(() => expect(window.location.pathname).toBe('/m/agentRegister'));
  });

  it('the promotions cannot be loaded: the link goes where it says', async () => {
    mockCalls({}, relays('network-error'));
    renderTile('/home', null);
    fireEvent.click(tile());
    await waitFor(() => expect(window.location.pathname).toBe('/m/inviteFriends'));
  });

  it('a click that opens a new tab is left to the browser', () => {
    mockCalls({}, relays(promotionsAnswer(false)));
    renderTile('/home', null);
    let preventedByTheLink: boolean | null = null;
    // After the app's handler: note what it did, then keep jsdom (which cannot open tabs) from following it.
    const after = (e: Event) => {
      preventedByTheLink = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', after);
    fireEvent.click(tile(), { ctrlKey: true });
    window.removeEventListener('click', after);
    expect(preventedByTheLink).toBe(false);
    expect(useOverlays.getState().overlays).toEqual([]);
  });
});
