import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import type { GoToActivity } from './go-to-activity';
import { GoToActivityButton } from './GoToActivityButton';
import { promotionsAnswer } from './test-support';

const openAppDownload = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../install', () => ({ openAppDownload }));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
const member = (type = 0) => ({ session: sessionFixture({ type }) });
const rankProgress = ok({
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 'VIP1' },
});
const renderButton = (action: GoToActivity, options: Parameters<typeof renderAt>[2] = {}) =>
  renderAt('/activity?id=a', <GoToActivityButton action={action} />, options);

afterEach(() => {
  useAppStore.setState({ device: 'BROWSER' });
  openAppDownload.mockClear();
});

describe('GoToActivityButton: where each redirect leads', () => {
  it.each<[GoToActivity['redirect'], string, string]>([
    ['REGISTER', 'Sign up now', '/m/register'],
    ['DEPOSIT', 'Deposit now', '/m/voucherCenter'],
    ['REWARD_CENTER', 'Claim rewards', '/m/rewardCenter'],
    ['MISSION', 'View missions', '/m/leaderBoard'],
    ['MEMBER', 'See VIP benefits', '/m/member/benefits'],
    ['POINT_MARKET', 'Shop with points', '/m/mall/mallHome'],
  ])('%s for a guest: a link to its page (%s → %s)', (redirect, label, href) => {
    mockCalls();
    renderButton({ redirect });
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });

  it('REDIRECT_URL: its external link, opened in a new window cut off from this one', () => {
    mockCalls();
    const popup = { opener: window as unknown };
    const open = vi.fn<typeof window.open>(() => popup as Window);
    vi.stubGlobal('open', open);
    renderButton({ redirect: 'REDIRECT_URL', externalLink: 'https://promo.example.com/summer' });
    const link = screen.getByRole('link', { name: 'Join now' });
    expect(link.getAttribute('href')).toBe('https://promo.example.com/summer');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('https://promo.example.com/summer', '_blank');
    expect(popup.opener).toBeNull();
  });

  it('REDIRECT_URL with a javascript: link: no button', () => {
    mockCalls();
    const { container } = renderButton({ redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' });
    expect(container.innerHTML).toBe('');
  });

  it('APP_DOWNLOAD: a button that starts the app download', async () => {
    mockCalls();
    renderButton({ redirect: 'APP_DOWNLOAD' });
    fireEvent.click(screen.getByRole('button', { name: 'Get the app' }));
    await waitFor(() => expect(openAppDownload).toHaveBeenCalledTimes(1));
  });

  it('INVITE_FRIENDS goes through the referral gate: an agent to /m/agentRegister', async () => {
    mockCalls(
      { memberInfo: ok({ id: 7, account: 'player', type: 1, regDate: 0, language: 'EN', clubLabel: null }) },
      { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, false) },
    );
    renderButton({ redirect: 'INVITE_FRIENDS' }, member(1));
    const link = await screen.findByRole('link', { name: 'Invite friends' });
    expect(link.getAttribute('href')).toBe('/m/inviteFriends');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/m/agentRegister'));
  });

  it('the label the activity gives wins over the default', () => {
    mockCalls();
    renderButton({ redirect: 'DEPOSIT', label: '  Top up & win ' });
    expect(screen.getByRole('link', { name: 'Top up & win' })).toBeTruthy();
  });
});

describe('GoToActivityButton: when it shows (signed-in §5)', () => {
  it('APP_DOWNLOAD is hidden in PWA mode', () => {
    mockCalls();
    useAppStore.setState({ device: 'PWA' });
    const { container } = renderButton({ redirect: 'APP_DOWNLOAD' });
    expect(container.innerHTML).toBe('');
  });

  it('REGISTER is hidden for a member', () => {
    mockCalls();
    const { container } = renderButton({ redirect: 'REGISTER' }, member());
    expect(container.innerHTML).toBe('');
  });

  it('member type 4: hidden altogether', () => {
    mockCalls();
    const { container } = renderButton({ redirect: 'DEPOSIT' }, member(4));
    expect(container.innerHTML).toBe('');
  });

  it('INVITE_FRIENDS with the referral flag on (a guest, global on): shown', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true) });
    renderButton({ redirect: 'INVITE_FRIENDS' });
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toBeTruthy();
  });

  it('INVITE_FRIENDS with the referral flag off (a member without the personal promotion): hidden', async () => {
    const api = mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, false) });
    const { container } = renderButton({ redirect: 'INVITE_FRIENDS' }, member());
    await waitFor(() => expect(api.payloadsOf('MCSFE_getMerchantAvailablePromotions')).toHaveLength(1));
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('MEMBER for a member whose VIP benefits are shown (rank progress answers): shown', async () => {
    mockCalls({}, { MCSFE_getPlayerRankProgress: rankProgress });
    renderButton({ redirect: 'MEMBER' }, member());
    expect(await screen.findByRole('link', { name: 'See VIP benefits' })).toBeTruthy();
  });

  it('MEMBER for a member without VIP progress: hidden', async () => {
    const api = mockCalls({}, { MCSFE_getPlayerRankProgress: fail('server.error') });
    const { container } = renderButton({ redirect: 'MEMBER' }, member());
    await waitFor(() => expect(api.payloadsOf('MCSFE_getPlayerRankProgress')).toHaveLength(1));
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('a guest asks for nothing to decide DEPOSIT', () => {
    const api = mockCalls();
    renderButton({ redirect: 'DEPOSIT' });
    expect(api.calls).toEqual([]);
  });
});
