import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { defaultVipSettings } from '@app/contract/default-vip';
import type { VipLevelsAnswer, VipStanding } from '@app/contract/vip';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { sessionFixture } from '../../test/fixtures';
import { renderAt } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { BenefitsPage } from './BenefitsPage';

const { levels } = defaultVipSettings();
const bronze: VipStanding = {
  level: 1,
  labelName: 'Bronze',
  next: [
    { kind: 'DAYS_REGISTERED', current: 40, target: 30, met: true },
    { kind: 'SIGN_INS', current: 3, target: 20, met: false },
    { kind: 'CONTACT', current: 0, target: 1, met: false },
    { kind: 'DEPOSIT_TOTAL', current: 1_500_00, target: 5_000_00, met: false },
  ],
};
const answer = (standing: VipStanding | null): VipLevelsAnswer => ({ levels, standing });

const openAsMember = (levelsAnswer: () => ReturnType<typeof ok<VipLevelsAnswer>>) => {
  const api = mockCalls({ country: ok(COUNTRY) }, { MCSFE_getVipLevels: levelsAnswer });
  renderAt('/member/benefits', <BenefitsPage />, { session: sessionFixture() });
  return api;
};
const tier = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('VIP benefits (/m/member/benefits)', () => {
  it('a member sees their level, the progress toward the next one and the steps left, precisely', async () => {
    const api = openAsMember(() => ok(answer(bronze)));
    expect(await screen.findByText('Next level: Silver')).toBeTruthy();
    expect(document.querySelector('.vip-badge')?.textContent).toBe('BronzeLevel 1');
    const bar = screen.getByRole('progressbar', { name: 'VIP progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 4 goals met for the next rank');
    const steps = [...document.querySelectorAll('.vip-step')].map((li) => li.textContent);
    expect(steps).toEqual([
      'Sign in 17 more times3 / 20',
      'Add a mobile number or email',
      'Deposit ₱3,500 more₱1,500 / ₱5,000',
      'Member for 30 days (done)30 / 30',
    ]);
    expect(api.unanswered).toEqual([]);
  });

  it('every level with what it takes and gives: reached, current and locked marked', async () => {
    openAsMember(() => ok(answer(bronze)));
    await screen.findByText('Next level: Silver');
    expect(within(tier('Member')).getByText('Reached')).toBeTruthy();
    expect(within(tier('Member')).getByText('Every member starts here')).toBeTruthy();
    expect(tier('Bronze').getAttribute('aria-current')).toBe('step');
    expect(within(tier('Bronze')).getByText('Your level')).toBeTruthy();
    expect(within(tier('Bronze')).getByText('Level-up bonus of ₱50')).toBeTruthy();
    const gold = tier('Gold');
    expect(within(gold).getByText('Locked')).toBeTruthy();
    expect(within(gold).getByText('Member for 90 days')).toBeTruthy();
    expect(within(gold).getByText('Sign in 60 times')).toBeTruthy();
    expect(within(gold).getByText('Deposit ₱50,000 in total')).toBeTruthy();
    expect(within(gold).getByText('Priority withdrawals')).toBeTruthy();
    expect(within(tier('Diamond')).getByText('Top level')).toBeTruthy();
    expect(within(tier('Platinum')).getByText('Your own customer-service agent')).toBeTruthy();
  });

  it('every goal met: the member is told staff promote them next', async () => {
    const ready = { ...bronze, next: bronze.next.map((g) => ({ ...g, current: g.target, met: true })) };
    openAsMember(() => ok(answer(ready)));
    expect(
      await screen.findByText(
        'You meet every goal for Silver. Our team will promote you at the next review.',
      ),
    ).toBeTruthy();
  });

  it('at the top level there is no next step', async () => {
    openAsMember(() => ok(answer({ level: 5, labelName: 'Diamond', next: [] })));
    expect(await screen.findByText('You are at the top level. Enjoy every benefit!')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('when the levels fail the page says so, and Retry loads them again', async () => {
    let result = fail<VipLevelsAnswer>('server.error', 'Down');
    openAsMember(() => result);
    // Said once, with one retry.
    expect(await screen.findAllByText('The VIP levels could not be loaded.')).toHaveLength(1);
    result = ok(answer(bronze));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Next level: Silver')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Diamond' })).toBeTruthy();
  });

  it('a guest whose levels fail is told so in the levels list, and Retry loads them again', async () => {
    let result = fail<VipLevelsAnswer>('server.error', 'Down');
    mockCalls({ country: ok(COUNTRY) }, { MCSFE_getVipLevels: () => result });
    renderAt('/member/benefits', <BenefitsPage />);
    expect(await screen.findByText('The VIP levels could not be loaded.')).toBeTruthy();
    result = ok(answer(null));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Diamond' })).toBeTruthy();
  });

  it('a guest sees every level and is asked to log in for their own', async () => {
    const api = mockCalls({ country: ok(COUNTRY) }, { MCSFE_getVipLevels: ok(answer(null)) });
    renderAt('/member/benefits', <BenefitsPage />);
    expect(screen.getByText(/Log in to see your VIP level/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
    expect(await screen.findByRole('heading', { level: 3, name: 'Diamond' })).toBeTruthy();
    expect(screen.queryByText('Locked')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The public levels only (the country may come from the tab's stored copy): no member call.
    expect(api.calls.filter((c) => c.name !== 'country').map((c) => c.name)).toEqual(['MCSFE_getVipLevels']);
  });
});
