import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope } from '@app/contract/envelope';
import type { MallHistory, MallItem, PointMall, Redemption } from '@app/contract/mall';
import { MALL_ERROR } from '@app/contract/mall-rules';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { ok, mockCalls, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { MallPage } from './MallPage';

afterEach(() => {
  sessionStorage.clear();
  useOverlays.setState({ toast: null });
});

const item = (patch: Partial<MallItem>): MallItem => ({
  id: 1,
  kind: 'BONUS',
  title: '₱50 bonus credit',
  description: 'Credited at once.',
  imageUrl: null,
  cost: 500,
  stock: null,
  bonusAmount: 50_00,
  spins: null,
  gameCode: null,
  ...patch,
});
const BONUS = item({});
const CAP = item({ id: 2, kind: 'PHYSICAL', title: 'Demo cap', cost: 1_000, stock: 2, bonusAmount: null });
const PHONE = item({
  id: 3,
  kind: 'PHYSICAL',
  title: 'Smartphone',
  cost: 60_000,
  stock: 0,
  bonusAmount: null,
});
const BIG = item({ id: 4, title: '₱500 bonus credit', cost: 4_500, bonusAmount: 500_00 });
const MALL: PointMall = {
  points: 1_200,
  rates: { deposit: { points: 1, perMinor: 100 }, play: { points: 1, perMinor: 1_000 } },
  items: [BONUS, CAP, PHONE, BIG],
};
const ADDRESS = { name: 'Juan Dela Cruz', phone: '0917 555 0100', address: '12 Rizal St, Makati City' };

const redemption = (patch: Partial<Redemption> = {}): Redemption => ({
  id: 'R1',
  itemId: 1,
  kind: 'BONUS',
  title: '₱50 bonus credit',
  cost: 500,
  status: 'CREDITED',
  bonusAmount: 50_00,
  spins: null,
  gameCode: null,
  address: null,
  trackingNote: null,
  createdAt: Date.UTC(2026, 10, 30, 8),
  shippedAt: null,
  ...patch,
});

const refused = (errorCode: string, value: unknown = null): Envelope<never> =>
  ({ success: false, message: 'server text', errorCode, value }) as unknown as Envelope<never>;

const renderPage = (url: string, relays: RelayAnswers = {}) => {
  const api = mockCalls({ country: ok(COUNTRY) }, { MCSFE_getPointMall: ok(MALL), ...relays });
  renderAt(url, <MallPage />, { session: sessionFixture() });
  return api;
};
const redeemButton = async (title: string) =>
  within(card((await screen.findByRole('heading', { name: title })).textContent ?? '')).getByRole('button', {
    name: 'Redeem',
  });
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('the point mall', () => {
  it('shows the points, how they are earned, and each item with its cost, stock and what it offers', async () => {
    const api = renderPage('/mall/mallHome');
    expect(await screen.findByText('1,200')).toBeTruthy();
    expect(screen.getByText('10 pts for every ₱10 you deposit')).toBeTruthy();
    expect(screen.getByText('10 pts for every ₱100 you bet in games')).toBeTruthy();
    expect(within(card('₱50 bonus credit')).getByText('₱50 added to your balance')).toBeTruthy();
    expect(within(card('₱50 bonus credit')).getByRole('button', { name: 'Redeem' })).toBeTruthy();
    expect(within(card('Demo cap')).getByText('2 left')).toBeTruthy();
    expect(within(card('Smartphone')).queryByRole('button')).toBeNull();
    expect(within(card('Smartphone')).getAllByText('Sold out')).toHaveLength(2);
    expect(within(card('₱500 bonus credit')).getByText('3,300 more pts needed')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('redeems a bonus item: one call with its key, a confirmation, the mall asked again', async () => {
    const api = renderPage('/mall/mallHome', { MCSFE_redeemMallItem: ok(redemption()) });
    fireEvent.click(await redeemButton('₱50 bonus credit'));
    const sheet = await screen.findByRole('dialog', { name: '₱50 bonus credit' });
    expect(within(sheet).getByText('700 pts')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Redeem for 500 pts' }));
    await waitFor(() =>
      expect(useOverlays.getState().toast?.message).toBe('Redeemed! ₱50 was added to your balance.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const [sent] = api.payloadsOf('MCSFE_redeemMallItem') as { idempotencyKey: string }[];
    expect(sent).toMatchObject({ itemId: 1, address: null });
    expect(sent?.idempotencyKey).toMatch(/^[a-f0-9]{32}$/);
    await waitFor(() => expect(api.payloadsOf('MCSFE_getPointMall').length).toBeGreaterThan(1));
  });

  it('asks a physical item for its address, checks it before sending, and keeps it and the key after a refusal', async () => {
    const answers = [refused(MALL_ERROR.soldOut), ok(redemption({ itemId: 2, kind: 'PHYSICAL' }))];
    const api = renderPage('/mall/mallHome', { MCSFE_redeemMallItem: () => answers.shift() ?? refused('x') });
    fireEvent.click(await redeemButton('Demo cap'));
    const sheet = await screen.findByRole('dialog', { name: 'Demo cap' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Redeem for 1,000 pts' }));
    expect(within(sheet).getAllByText('Please fill this in.')).toHaveLength(3);
    expect(api.payloadsOf('MCSFE_redeemMallItem')).toEqual([]);
    fireEvent.change(within(sheet).getByLabelText("Recipient's name"), { target: { value: ADDRESS.name } });
    fireEvent.change(within(sheet).getByLabelText('Phone number'), { target: { value: '12ab' } });
    fireEvent.change(within(sheet).getByLabelText('Full address'), { target: { value: ADDRESS.address } });
    expect(within(sheet).getByText('Enter a phone number of 6 to 15 digits.')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Phone number'), { target: { value: ADDRESS.phone } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Redeem for 1,000 pts' }));
    expect(
      await within(sheet).findByText('Sorry, this reward has just sold out. Your points were not used.'),
    ).toBeTruthy();
    // Closed and opened again: what was typed and the key are still there.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    fireEvent.click(await redeemButton('Demo cap'));
    const again = await screen.findByRole('dialog', { name: 'Demo cap' });
    expect(within(again).getByLabelText<HTMLInputElement>('Full address').value).toBe(ADDRESS.address);
    fireEvent.click(within(again).getByRole('button', { name: /^Redeem for/ }));
    await waitFor(() =>
      expect(useOverlays.getState().toast?.message).toBe('Redeemed! We will ship it to your address.'),
    );
    const [first, second] = api.payloadsOf('MCSFE_redeemMallItem') as { idempotencyKey: string }[];
    expect(first).toEqual({ itemId: 2, idempotencyKey: second?.idempotencyKey, address: ADDRESS });
  });

  it('says how many points were missing when the server finds them short', async () => {
    renderPage('/mall/mallHome', {
      MCSFE_redeemMallItem: refused(MALL_ERROR.pointsShort, { points: 100, cost: 500 }),
    });
    fireEvent.click(await redeemButton('₱50 bonus credit'));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Redeem for 500 pts' }));
    expect(
      await within(sheet).findByText('You have 100 pts; this reward costs 500 pts. Nothing was used.'),
    ).toBeTruthy();
  });

  it('shows the history: redemptions with their state, point entries with what they were for', async () => {
    const history: MallHistory = {
      redemptions: [
        redemption({
          id: 'R2',
          itemId: 2,
          kind: 'PHYSICAL',
          title: 'Demo cap',
          cost: 1_000,
          status: 'SHIPPED',
          trackingNote: 'LBC 123',
          bonusAmount: null,
        }),
        redemption(),
      ],
      entries: [
        {
          id: 3,
          kind: 'REDEEM',
          points: -500,
          depositId: null,
          depositAmount: null,
          gameCode: null,
          betAmount: null,
          redemptionId: 'R1',
          title: '₱50 bonus credit',
          createdAt: 3,
        },
        {
          id: 2,
          kind: 'EARN_PLAY',
          points: 25,
          depositId: null,
          depositAmount: null,
          gameCode: 'DRAGON_GOLD',
          betAmount: 250_00,
          redemptionId: null,
          title: null,
          createdAt: 2,
        },
        {
          id: 1,
          kind: 'EARN_DEPOSIT',
          points: 1_000,
          depositId: 'D1',
          depositAmount: 1_000_00,
          gameCode: null,
          betAmount: null,
          redemptionId: null,
          title: null,
          createdAt: 1,
        },
      ],
    };
    renderPage('/mall/mallHome?view=history', { MCSFE_getMallHistory: ok(history) });
    const redemptions = await screen.findByRole('region', { name: 'My redemptions' });
    expect(within(redemptions).getByText('Shipped')).toBeTruthy();
    expect(within(redemptions).getByText('Tracking: LBC 123')).toBeTruthy();
    expect(within(redemptions).getByText('Credited')).toBeTruthy();
    const entries = screen.getByRole('region', { name: 'Points history' });
    expect(within(entries).getByText('Redeemed: ₱50 bonus credit')).toBeTruthy();
    expect(within(entries).getByText('\u2212500')).toBeTruthy();
    expect(within(entries).getByText('₱250 bet on DRAGON_GOLD')).toBeTruthy();
    expect(within(entries).getByText('Deposit of ₱1,000')).toBeTruthy();
    expect(within(entries).getByText('+1,000')).toBeTruthy();
  });
});
