import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { local } from '../../lib/storage';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { REFERRAL_ENTRY_SHOWN_KEY, ReferralEntry } from './ReferralEntry';
import { memberInfo, promotionsAnswer } from './test-support';

const GUEST_TITLE = /Invite friends, earn rewards/;
const AGENT_TITLE = /Grow your team, earn commission/;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

afterEach(() => local.remove(REFERRAL_ENTRY_SHOWN_KEY));

describe('ReferralEntry: shown by referralEntryVisible, the promotions fetched when it appears', () => {
  it('a guest with the global promotion on: the card, a link to /m/inviteFriends; its appearance asked for the promotions', async () => {
    const api = mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true) });
    renderAt('/home', <ReferralEntry />);
    const link = await screen.findByRole('link', { name: GUEST_TITLE });
    expect(link.getAttribute('href')).toBe('/m/inviteFriends');
    expect(link.textContent).toContain('Share your link and get a bonus for every friend who joins.');
    expect(api.payloadsOf('MCSFE_getMerchantAvailablePromotions')).toHaveLength(1);
  });

  it('a guest with the global promotion off: nothing', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(false) });
    const { container } = renderAt('/home', <ReferralEntry />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it.each<[string, number, boolean | null, boolean]>([
    ['a member with the personal promotion on: shown', 0, true, true],
    ['a member with the personal promotion off: hidden', 0, false, false],
    ['a restricted member (type 4) with it on: shown', 4, true, true],
  ])('%s', async (_, type, personal, shown) => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, personal) });
    const { container } = renderAt('/home', <ReferralEntry />, { session: sessionFixture({ type }) });
    if (shown) expect(await screen.findByRole('link', { name: GUEST_TITLE })).toBeTruthy();
    else {
      await settle();
      expect(container.innerHTML).toBe('');
    }
  });

  it('an agent sees it with the personal promotion off, invited to grow their network', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, false) });
    renderAt('/home', <ReferralEntry />, { session: sessionFixture({ type: 2 }) });
    expect(await screen.findByRole('link', { name: AGENT_TITLE })).toBeTruthy();
  });

  it('says how many offers there are when there is more than one', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, null, 3) });
    renderAt('/home', <ReferralEntry />);
    expect((await screen.findByRole('link', { name: GUEST_TITLE })).textContent).toContain('3 offers');
  });

  it('with one offer, no count', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, null, 1) });
    renderAt('/home', <ReferralEntry />);
    expect((await screen.findByRole('link', { name: GUEST_TITLE })).textContent).not.toContain('offers');
  });

  it('a failure hides it, with no notice of its own', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: fail('server.error', 'Boom') });
    const { container } = renderAt('/home', <ReferralEntry />);
    await settle();
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ReferralEntry: no layout shift while the promotions load', () => {
  const pending = () => document.querySelector('.referral-entry-pending');

  it('keeps its box (a placeholder hidden from assistive technology) while the answer is on its way, then the card takes it', async () => {
    let answer: (value: ReturnType<typeof promotionsAnswer>) => void = () => {};
    mockCalls(
      {},
      { MCSFE_getMerchantAvailablePromotions: () => new Promise((resolve) => (answer = resolve)) },
    );
    renderAt('/home', <ReferralEntry />);
    expect(pending()?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => answer(promotionsAnswer(true)));
    await screen.findByRole('link', { name: GUEST_TITLE });
    expect(pending()).toBeNull();
    expect(local.get(REFERRAL_ENTRY_SHOWN_KEY)).toBe('1');
  });

  it('keeps no box when it was hidden at the last answer', () => {
    local.set(REFERRAL_ENTRY_SHOWN_KEY, '0');
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: () => new Promise(() => {}) });
    const { container } = renderAt('/home', <ReferralEntry />);
    expect(container.innerHTML).toBe('');
  });

  it('remembers an answer that hides it', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(false) });
    renderAt('/home', <ReferralEntry />);
    await waitFor(() => expect(local.get(REFERRAL_ENTRY_SHOWN_KEY)).toBe('0'));
  });
});

describe('ReferralEntry: a tap goes through the referral gate', () => {
  it('a guest with referral enabled: the public referral page', async () => {
    mockCalls({}, { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true) });
    renderAt('/home', <ReferralEntry />);
    fireEvent.click(await screen.findByRole('link', { name: GUEST_TITLE }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/inviteFriends'));
  });

  it('an agent: agent registration', async () => {
    mockCalls(
      { memberInfo: ok(memberInfo(1)) },
      { MCSFE_getMerchantAvailablePromotions: promotionsAnswer(true, true) },
    );
    renderAt('/home', <ReferralEntry />, { session: sessionFixture({ type: 1 }) });
    fireEvent.click(await screen.findByRole('link', { name: AGENT_TITLE }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/agentRegister'));
  });
});
