import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope } from '@app/contract/envelope';
import type { PayoutAccount, PayoutAccountAddRequest, WithdrawAccountInfo } from '@app/contract/wallet';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { mockCalls, ok, type MockAnswer } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { accountInfoFixture, BDO_ACCOUNT, COUNTRY, GCASH_ACCOUNT } from '../../test/wallet-fixtures';
import { AddPayoutAccountPage } from './AddPayoutAccountPage';
import { AddPixAccountPage } from './AddPixAccountPage';

const refused = (errorCode: string): Envelope<never> => ({
  success: false,
  message: null,
  errorCode,
  value: null,
});

/** Answers the account info with `infos` in turn (the last from then on), an added account with `add`. */
const answering = (
  infos: WithdrawAccountInfo[],
  add: (request: PayoutAccountAddRequest) => MockAnswer<PayoutAccount> = () => ok(BDO_ACCOUNT),
) => {
  let asked = 0;
  return mockCalls(
    { country: ok(COUNTRY), payoutAccountAdd: add },
    {
      MCSFE_getWithdrawAccountInfo: () => ok(infos[Math.min(asked++, infos.length - 1)]!),
      MCSFE_removePayoutAccount: ok(null),
    },
  );
};

const open = (url = '/securityCenter/addBankCard') =>
  renderAt(url, <AddPayoutAccountPage />, { session: sessionFixture() });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const chooseBank = (code: string) =>
  fireEvent.change(screen.getByLabelText('Bank', { selector: 'select' }), { target: { value: code } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
const sent = (api: ReturnType<typeof mockCalls>) => api.payloadsOf('payoutAccountAdd');

afterEach(() => {
  useOverlays.setState({ overlays: [], toast: null });
});

describe('the payout accounts (/m/securityCenter/addBankCard)', () => {
  it('lists the bound accounts, masked, with a tab for each kind the merchant pays out to', async () => {
    answering([accountInfoFixture()]);
    open();
    const list = (await screen.findByRole('heading', { name: 'Your payout accounts' })).closest('section')!;
    expect(within(list).getByText('•••• 7890')).toBeTruthy();
    expect(within(list).getByText('GCash')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Bank account',
      'E-wallet',
      'Crypto wallet',
    ]);
  });

  it('removes an account only after asking, then asks for the list again', async () => {
    const api = answering([accountInfoFixture(), accountInfoFixture({ fullBankCardList: [] })]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove BDO Unibank •••• 7890' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.payloadsOf('MCSFE_removePayoutAccount')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove BDO Unibank •••• 7890' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('•••• 7890')).toBeNull());
    expect(api.payloadsOf('MCSFE_removePayoutAccount')).toEqual([{ id: BDO_ACCOUNT.id }]);
    expect(useOverlays.getState().toast?.message).toBe('Account removed.');
  });

  it('adds a bank account: the bank’s lengths shown once chosen, sent as typed, the list asked for again', async () => {
    const api = answering([
      accountInfoFixture(),
      accountInfoFixture({ fullBankCardList: [BDO_ACCOUNT, BDO_ACCOUNT] }),
    ]);
    open();
    await screen.findByRole('tab', { name: 'Bank account' });
    chooseBank('BDO');
    expect(screen.getByText('BDO Unibank account numbers have 10 to 12 digits.')).toBeTruthy();
    type('Account number', '0012 3456 7890');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    await waitFor(() => expect(useOverlays.getState().toast?.message).toBe('Account added.'));
    expect(sent(api)).toEqual([
      { kind: 'BANK_CARD', provider: 'BDO', accountNumber: '0012 3456 7890', holderName: 'Juan Dela Cruz' },
    ]);
    // A new empty form for the next one.
    await waitFor(() => expect(field('Account number').value).toBe(''));
  });

  it('after the first account, the next form holds the real name its holder became, read only', async () => {
    // The account info with the new real name comes only after the next form is up, as over a network.
    let release: () => void = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const api = mockCalls(
      { country: ok(COUNTRY), payoutAccountAdd: ok(BDO_ACCOUNT) },
      {
        MCSFE_getWithdrawAccountInfo: async () => {
          if (asked++ === 0) return ok(accountInfoFixture({ fullBankCardList: [], realName: null }));
          await later;
          return ok(accountInfoFixture({ fullBankCardList: [BDO_ACCOUNT], realName: 'Juan Dela Cruz' }));
        },
      },
    );
    open();
    await screen.findByRole('tab', { name: 'Bank account' });
    chooseBank('BDO');
    type('Account number', '0012 3456 7890');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    await waitFor(() => expect(useOverlays.getState().toast?.message).toBe('Account added.'));
    release();
    await waitFor(() => expect(field('Account holder name').readOnly).toBe(true));
    expect(field('Account holder name').value).toBe('Juan Dela Cruz');
    chooseBank('BPI');
    type('Account number', '9876543210');
    add();
    await waitFor(() => expect(sent(api)).toHaveLength(2));
    expect(sent(api)[1]).toMatchObject({ provider: 'BPI', holderName: 'Juan Dela Cruz' });
  });

  it('checks the number by its bank before sending', async () => {
    const api = answering([accountInfoFixture()]);
    open();
    await screen.findByRole('tab', { name: 'Bank account' });
    add();
    expect(await screen.findByText('Choose your bank', { selector: '.field-error' })).toBeTruthy();
    chooseBank('BPI');
    type('Account number', '00123456789');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    expect(
      await screen.findByText('This number does not have the right number of digits for this bank.'),
    ).toBeTruthy();
    expect(sent(api)).toEqual([]);
  });

  it('says a duplicate under the number and a holder name that is not the real name under the name', async () => {
    let answer = refused('wallet.account.duplicate');
    answering([accountInfoFixture()], () => answer);
    open();
    await screen.findByRole('tab', { name: 'Bank account' });
    chooseBank('BDO');
    type('Account number', '0012345678');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    expect(await screen.findByText('You have already added this account.')).toBeTruthy();
    expect(field('Account number').getAttribute('aria-invalid')).toBe('true');
    answer = refused('wallet.holder.mismatch');
    await new Promise((r) => setTimeout(r, 600)); // the submit lock's release
    add();
    expect(await screen.findByText('The holder name must be your real name as registered.')).toBeTruthy();
    expect(field('Account holder name').getAttribute('aria-invalid')).toBe('true');
  });

  it('the holder name is the member’s real name, read only, once one is set', async () => {
    const api = answering([accountInfoFixture({ realName: 'Juan Dela Cruz' })]);
    open();
    await screen.findByRole('tab', { name: 'Bank account' });
    expect(field('Account holder name').value).toBe('Juan Dela Cruz');
    expect(field('Account holder name').readOnly).toBe(true);
    chooseBank('BPI');
    type('Account number', '1234567890');
    add();
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toMatchObject({ holderName: 'Juan Dela Cruz' });
  });

  it('a kind at the merchant’s maximum says so instead of a form', async () => {
    const three = [BDO_ACCOUNT, { ...BDO_ACCOUNT, id: 21 }, { ...BDO_ACCOUNT, id: 22 }];
    answering([accountInfoFixture({ fullBankCardList: three })]);
    open();
    expect(
      await screen.findByText('You have added the most accounts of this type. Remove one to add another.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
    // Another kind still has room.
    fireEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(screen.getByRole('button', { name: 'Add account' })).toBeTruthy();
  });

  it('an e-wallet: the wallet from the merchant’s list and the country’s mobile number', async () => {
    const api = answering([accountInfoFixture()], () => ok(GCASH_ACCOUNT));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'E-wallet' }));
    expect(screen.getByText('The number of your e-wallet, e.g. 09171234567')).toBeTruthy();
    expect(field('Mobile number').getAttribute('inputmode')).toBe('tel');
    fireEvent.click(screen.getByRole('radio', { name: 'GCash' }));
    type('Mobile number', '0917 123 456');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    expect(await screen.findByText('Enter a valid mobile number of this country.')).toBeTruthy();
    type('Mobile number', '0917 123 4567');
    await new Promise((r) => setTimeout(r, 600));
    add();
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({
      kind: 'E_WALLET',
      provider: 'GCASH',
      accountNumber: '0917 123 4567',
      holderName: 'Juan Dela Cruz',
    });
  });

  it('a crypto wallet: TRC20 chosen, an address with a typo refused by its checksum', async () => {
    const api = answering([accountInfoFixture()]);
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Crypto wallet' }));
    expect((screen.getByRole('radio', { name: 'TRC20' }) as HTMLInputElement).checked).toBe(true);
    type('Wallet address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    expect(
      await screen.findByText('This address has a typo. Copy it again from your wallet app.'),
    ).toBeTruthy();
    type('Wallet address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await new Promise((r) => setTimeout(r, 600));
    add();
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toMatchObject({ kind: 'VIRTUAL_WALLET', provider: 'TRC20' });
  });

  it('goes back to the withdrawal once added when the player came from there', async () => {
    answering([accountInfoFixture()]);
    open('/securityCenter/addBankCard?from=withdraw');
    await screen.findByRole('tab', { name: 'Bank account' });
    chooseBank('BDO');
    type('Account number', '0012345678');
    type('Account holder name', 'Juan Dela Cruz');
    add();
    await waitFor(() => expect(window.location.pathname).toBe('/m/withdraw'));
  });
});

describe('the Pix keys (/m/securityCenter/addBankCardPix)', () => {
  const pix = () =>
    accountInfoFixture({ payoutOptions: { ...accountInfoFixture().payoutOptions, pix: true } });
  const openPix = (url = '/securityCenter/addBankCardPix') =>
    renderAt(url, <AddPixAccountPage />, { session: sessionFixture() });

  it('says Pix is not offered where the merchant does not pay by Pix, and leads to the other kinds', async () => {
    answering([accountInfoFixture()]);
    openPix('/securityCenter/addBankCardPix?from=withdraw');
    expect(await screen.findByText('Pix payouts are not offered here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank account or e-wallet' }).getAttribute('href')).toBe(
      '/m/securityCenter/addBankCard?from=withdraw',
    );
  });

  it('each key type has its own keyboard and hint', async () => {
    answering([pix()]);
    openPix();
    await screen.findByRole('radio', { name: 'CPF' });
    const cases = [
      ['CPF', 'text', 'numeric', '11 digits, e.g. 123.456.789-09'],
      ['CNPJ', 'text', 'numeric', '14 digits, e.g. 11.222.333/0001-81'],
      ['E-mail', 'email', 'email', 'The e-mail of your Pix key, e.g. name@example.com'],
      ['Phone', 'tel', 'tel', 'With the area code, e.g. +55 11 91234-5678'],
      ['Random key', 'text', 'text', 'The 36-character key your bank app created'],
    ] as const;
    for (const [name, inputType, inputMode, hint] of cases) {
      fireEvent.click(screen.getByRole('radio', { name }));
      expect(field('Pix key').type).toBe(inputType);
      expect(field('Pix key').getAttribute('inputmode')).toBe(inputMode);
      expect(screen.getByText(hint)).toBeTruthy();
    }
  });

  it('refuses a CPF whose check digits are wrong, and sends a right one as a bank card whose bank is Pix', async () => {
    const api = answering([pix()]);
    openPix();
    await screen.findByRole('radio', { name: 'CPF' });
    type('Pix key', '529.982.247-24');
    type('Account holder name', 'João da Silva');
    add();
    expect(await screen.findByText('This CPF is not valid. Check the digits.')).toBeTruthy();
    type('Pix key', '529.982.247-25');
    await new Promise((r) => setTimeout(r, 600));
    add();
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(sent(api)[0]).toEqual({
      kind: 'BANK_CARD',
      provider: 'PIX',
      pixKeyType: 'CPF',
      accountNumber: '529.982.247-25',
      holderName: 'João da Silva',
    });
  });
});
