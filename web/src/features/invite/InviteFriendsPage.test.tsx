import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invitee, InviteesPage, ReferralSummary } from '@app/contract/referrals';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { InviteFriendsPage } from './InviteFriendsPage';

afterEach(() => {
  localStorage.clear();
  useOverlays.setState({ toast: null });
});

const SUMMARY: ReferralSummary = {
  switches: { merchant: true, member: true },
  inviteCode: 'K7M2P9Q4',
  rewardPerInvitee: 20_00,
  figures: { invited: 5, registered: 2, deposited: 1, rewardsEarned: 0, claimable: 1 },
};
const invitee = (patch: Partial<Invitee>): Invitee => ({
  id: 11,
  maskedName: 'fr****na',
  registeredAt: Date.UTC(2026, 10, 24),
  deposited: false,
  reward: 'NONE',
  ...patch,
});
const page1 = (items: Invitee[]): InviteesPage => ({ items, page: 1, pageSize: 10, total: items.length });

const promotions = (enabled: boolean) =>
  ok({
    APP_DOWNLOAD: { enabled: true, count: 1 },
    REFERRAL: { enabled, count: 1 },
    personal: null,
  });

const asMember = (relays: RelayAnswers) => {
  const api = mockCalls({ country: ok(COUNTRY) }, relays);
  renderAt('/inviteFriends', <InviteFriendsPage />, { session: sessionFixture() });
  return api;
};

describe('the invite page, for a member', () => {
  it('shows the link, the code, the figures and the invitees, and claims a reward once', async () => {
    let claims = 0;
    const api = asMember({
      MCSFE_getReferralSummary: ok(SUMMARY),
      MCSFE_getInvitees: () =>
        ok(
          page1([
            invitee({
              id: 12,
              maskedName: 'fr****ob',
              deposited: true,
              reward: claims ? 'CLAIMED' : 'CLAIMABLE',
            }),
            invitee({}),
          ]),
        ),
      MCSFE_claimReferralReward: () => {
        claims++;
        return ok({ amount: 20_00, balance: 20_00 });
      },
      MCSFE_getDepositSettings: fail('server.error'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Earn ₱20 for every friend who deposits' }),
    ).toBeTruthy();
    expect(screen.getByTestId('referral-code').textContent).toBe('K7M2P9Q4');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/m/inviteFriends?referralCode=K7M2P9Q4`,
    );
    const results = within(screen.getByRole('region', { name: 'Your results' }));
    expect(results.getAllByRole('definition').map((d) => d.textContent)).toEqual(['5', '2', '1', '₱0']);
    expect(await screen.findByText('No deposit yet')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Claim the reward for fr****ob' }));
    await waitFor(() => expect(useOverlays.getState().toast?.message).toBe('₱20 added to your balance'));
    expect(await screen.findByText('Reward claimed')).toBeTruthy();
    expect(claims).toBe(1);
    expect(api.calls.filter((c) => c.name === 'MCSFE_claimReferralReward').map((c) => c.payload)).toEqual([
      { inviteeId: 12 },
    ]);
  });

  it('says why a refused claim was refused', async () => {
    asMember({
      MCSFE_getReferralSummary: ok(SUMMARY),
      MCSFE_getInvitees: ok(page1([invitee({ deposited: true, reward: 'CLAIMABLE' })])),
      MCSFE_claimReferralReward: fail('referral.reward.unavailable'),
      MCSFE_getDepositSettings: fail('server.error'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Claim the reward for / }));
    await waitFor(() =>
      expect(useOverlays.getState().toast?.message).toBe(
        'This reward cannot be claimed. The list has been refreshed.',
      ),
    );
  });

  it('says referral is off for the member, with customer service', async () => {
    asMember({ MCSFE_getReferralSummary: ok({ ...SUMMARY, switches: { merchant: true, member: false } }) });
    expect(await screen.findByText(/Referral has been turned off for your account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByTestId('referral-link')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    asMember({ MCSFE_getReferralSummary: fail('server.error') });
    expect(await screen.findByText('Your referral details could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('the invite page, for a guest', () => {
  it("explains referral, keeps the link's code for Register and counts the open once", async () => {
    const api = mockCalls(
      {},
      { MCSFE_getMerchantAvailablePromotions: promotions(true), MCSFE_recordReferralOpen: ok(null) },
    );
    renderAt('/inviteFriends?referralCode=k7m2p9q4', <InviteFriendsPage />);
    expect(await screen.findByRole('heading', { name: 'A friend invited you!' })).toBeTruthy();
    expect(screen.getByText('K7M2P9Q4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/m/register?referralCode=k7m2p9q4',
    );
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'MCSFE_recordReferralOpen').map((c) => c.payload)).toEqual([
        { code: 'K7M2P9Q4', visitorId: localStorage.getItem('referralVisitorId') },
      ]),
    );
  });

  it('says it is coming soon when the merchant runs no referral promotion', async () => {
    const api = mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotions(false) });
    renderAt('/inviteFriends?referralCode=K7M2P9Q4', <InviteFriendsPage />);
    expect(await screen.findByRole('heading', { name: 'Referral is coming soon' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
    expect(api.calls.some((c) => c.name === 'MCSFE_recordReferralOpen')).toBe(false);
  });
});
