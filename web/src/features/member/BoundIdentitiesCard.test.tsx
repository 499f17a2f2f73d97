import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import UR from '../../i18n/locales/UR.json';
import { i18n } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-calls';
import { BoundIdentitiesCard } from './BoundIdentitiesCard';

const callRelay = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi: vi.fn(), callRelay }));

const LINKED_AT = Date.UTC(2026, 10, 20, 9);
const google = { id: 'a1b2c3', provider: 'google', boundAt: LINKED_AT };
const phone = { id: 'd4e5f6', provider: 'phone', boundAt: LINKED_AT };

/** Answers the list with `lists` in turn (the last one from then on) and the removal with `removal`. */
const answering = (lists: unknown[], removal: unknown = ok(null)) => {
  let listed = 0;
  callRelay.mockImplementation(async (name: string) => {
    if (name === 'WPSCORE_removeBoundIdentity') return removal;
    const answer = lists[Math.min(listed, lists.length - 1)];
    listed++;
    return answer;
  });
};

const cardOf = (heading: HTMLElement): HTMLElement => heading.closest('section') ?? heading;

const show = () => {
  useAppStore.getState().signIn(sessionFixture({ id: 3 }));
  render(<BoundIdentitiesCard />);
};

afterEach(() => {
  callRelay.mockReset();
  useAppStore.getState().signOut();
  useOverlays.setState({ overlays: [], toast: null });
  i18n.changeLanguage('EN');
});

describe('the linked sign-ins of member home', () => {
  it('lists each provider by name with the date it was linked, and a Remove button naming both', async () => {
    answering([ok([google, phone])]);
    show();
    const card = cardOf(await screen.findByRole('heading', { name: 'Linked sign-ins' }));
    expect(await within(card).findByText('Google')).toBeTruthy();
    expect(within(card).getByText('Phone number')).toBeTruthy();
    expect(within(card).getAllByText('Linked on Nov 20, 2026')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Remove Google, linked on Nov 20, 2026' })).toBeTruthy();
    expect(callRelay).toHaveBeenCalledWith('WPSCORE_listBoundIdentities', {}, { alert: false });
    // The marks are decorative: the name says the provider.
    for (const mark of card.querySelectorAll('.bound-identity-mark')) {
      expect(mark.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('says when nothing is linked', async () => {
    answering([ok([])]);
    show();
    expect(await screen.findByText('No social or phone sign-in is linked to your account.')).toBeTruthy();
  });

  it('a failed load says so and loads again on retry', async () => {
    answering([fail(null, 'down'), ok([google])]);
    show();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Your linked sign-ins could not be loaded.')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('Google')).toBeTruthy();
  });

  it('shows nothing and asks nothing without a session', () => {
    const { container } = render(<BoundIdentitiesCard />);
    expect(container.textContent).toBe('');
    expect(callRelay).not.toHaveBeenCalled();
  });

  it('Remove asks first; keeping it (the focused choice) sends nothing', async () => {
    answering([ok([google])]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Google/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this sign-in?' });
    expect(dialog.textContent).toContain('Google (linked on Nov 20, 2026) will no longer open your account.');
    const keep = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callRelay).not.toHaveBeenCalledWith(
      'WPSCORE_removeBoundIdentity',
      expect.anything(),
      expect.anything(),
    );
  });

  it('confirmed, it removes the sign-in by its id, says so and loads the list again', async () => {
    answering([ok([google]), ok([])]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Google/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No social or phone sign-in is linked to your account.')).toBeTruthy();
    expect(callRelay).toHaveBeenCalledWith('WPSCORE_removeBoundIdentity', { id: 'a1b2c3' }, { alert: false });
    expect(useOverlays.getState().toast?.message).toBe('Sign-in removed.');
  });

  it('a refused removal shows the server message and keeps the list', async () => {
    answering([ok([google])], fail('request.invalid', 'Not now.'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Google/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(useOverlays.getState().overlays[0]).toMatchObject({ message: 'Not now.' }));
    expect(screen.getByText('Google')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Remove Google/ }).hasAttribute('disabled')).toBe(false);
  });

  it('reads in Urdu (right to left): the strings, the provider and the date in place', async () => {
    if (!i18n.hasStrings('UR')) i18n.addStrings('UR', UR);
    i18n.changeLanguage('UR');
    answering([ok([phone])]);
    show();
    const card = cardOf(await screen.findByRole('heading', { name: 'منسلک سائن اِن' }));
    expect(await within(card).findByText('فون نمبر')).toBeTruthy();
    const remove = within(card).getByRole('button', { name: /^فون نمبر ہٹائیں، .+ کو منسلک کیا گیا$/ });
    expect(remove.textContent).toBe('ہٹائیں');
  });
});
