import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MemberInfo } from '@app/contract/calls';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { sessionFixture } from '../../test/fixtures';
import { renderAt } from '../../test/render-at';
import { BenefitsPage } from './BenefitsPage';

const info = (clubLabel: MemberInfo['clubLabel']): MemberInfo => ({
  id: 7,
  account: 'player',
  type: 0,
  regDate: Date.UTC(2025, 0, 1),
  language: 'EN',
  clubLabel,
});
const gold = { labelName: 'Gold', labelId: 'VIP3', type: 'vip', rankLevel: 3 };
const progress = ok({
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 'VIP3' },
});

const openAsMember = () => renderAt('/member/benefits', <BenefitsPage />, { session: sessionFixture() });

describe('VIP benefits (/m/member/benefits)', () => {
  it('a member sees their VIP label, its level and the goals toward the next rank', async () => {
    mockCalls({ memberInfo: ok(info(gold)) }, { MCSFE_getPlayerRankProgress: progress });
    openAsMember();
    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(document.querySelector('.vip-badge')?.textContent).toBe('GoldLevel 3');
    expect(await screen.findByText('1 of 3 goals met for the next rank')).toBeTruthy();
  });

  it('a member without a VIP label is told how to reach the first level', async () => {
    mockCalls({ memberInfo: ok(info(null)) }, { MCSFE_getPlayerRankProgress: progress });
    openAsMember();
    expect(await screen.findByText(/No VIP level yet/)).toBeTruthy();
  });

  it('when member info fails the page says so, and Retry loads it again', async () => {
    let answer = fail<MemberInfo>('server.error', 'Down');
    mockCalls({ memberInfo: () => answer }, { MCSFE_getPlayerRankProgress: progress });
    openAsMember();
    expect(await screen.findByText('Your account details could not be loaded.')).toBeTruthy();
    answer = ok(info(gold));
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByText('Level 3')).toBeTruthy();
  });

  it('a guest is asked to log in, and no member call is made', () => {
    const api = mockCalls({});
    renderAt('/member/benefits', <BenefitsPage />);
    expect(screen.getByText(/Log in to see your VIP level/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
    expect(api.calls).toEqual([]);
  });
});
