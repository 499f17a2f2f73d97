import { describe, expect, it } from 'vitest';
import type { PayoutAccount } from '@app/contract/wallet';
import type { PayoutOptions } from '@app/contract/payout-account-rules';
import {
  accountFormProblems,
  afterAdding,
  bankLengthHintKey,
  boundAccounts,
  kindFull,
  numberProblemKey,
  offeredKinds,
  PIX_KEY_TYPES,
  refusalProblems,
  shownNumber,
} from './account-rules';

const account = (id: number, kind: PayoutAccount['kind']): PayoutAccount => ({
  id,
  kind,
  provider: 'X',
  providerName: 'X',
  accountNumber: '•••• 1234',
  holderName: 'Juan Dela Cruz',
  pixKeyType: null,
  createdAt: 0,
});

const OPTIONS: PayoutOptions = {
  banks: [{ code: 'BDO', name: 'BDO Unibank', minLength: 10, maxLength: 12 }],
  eWallets: [{ code: 'GCASH', name: 'GCash' }],
  networks: ['TRC20'],
  pix: false,
};

describe('boundAccounts and kindFull', () => {
  const lists = {
    fullBankCardList: [account(1, 'BANK_CARD'), account(2, 'BANK_CARD')],
    fullEWalletList: [account(3, 'E_WALLET')],
    fullVirtualWalletList: [account(4, 'VIRTUAL_WALLET')],
  };

  it('every bound account: bank cards, then e-wallets, then crypto wallets', () => {
    expect(boundAccounts(lists).map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['BANK_CARD', 2, true],
    ['BANK_CARD', 3, false],
    ['E_WALLET', 1, true],
    ['E_WALLET', 2, false],
  ] as const)('%s with a maximum of %i is full: %s', (kind, max, full) => {
    expect(kindFull({ ...lists, payoutOptions: { maxAccountsPerKind: max } }, kind)).toBe(full);
  });
});

describe('offeredKinds: a tab for each kind the merchant pays out to', () => {
  it.each([
    [OPTIONS, ['BANK_CARD', 'E_WALLET', 'VIRTUAL_WALLET']],
    [{ ...OPTIONS, eWallets: [] }, ['BANK_CARD', 'VIRTUAL_WALLET']],
    [{ ...OPTIONS, banks: [], networks: [] }, ['E_WALLET']],
    [{ ...OPTIONS, banks: [], eWallets: [], networks: [] }, []],
  ])('%j → %j', (options, kinds) => {
    expect(offeredKinds(options)).toEqual(kinds);
  });
});

describe('numberProblemKey: each problem says how to put it right, by what the number is', () => {
  it.each([
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '' }, 'empty', 'payout_number_required'],
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '12ab' }, 'format', 'payout_bank_digits_only'],
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '123' }, 'length', 'payout_bank_length'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '' }, 'empty', 'payout_mobile_required'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '123' }, 'format', 'payout_mobile_invalid'],
    [{ kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: '' }, 'empty', 'payout_address_required'],
    [{ kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: 'x' }, 'format', 'payout_address_invalid'],
    [
      { kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: 'T…' },
      'checksum',
      'payout_address_checksum',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'CPF', accountNumber: '' },
      'empty',
      'payout_pix_key_required',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'CPF', accountNumber: '1' },
      'length',
      'payout_pix_invalid_CPF',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'CNPJ', accountNumber: '1' },
      'checksum',
      'payout_pix_invalid_CNPJ',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'EMAIL', accountNumber: 'a' },
      'format',
      'payout_pix_invalid_EMAIL',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'PHONE', accountNumber: '1' },
      'format',
      'payout_pix_invalid_PHONE',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'RANDOM', accountNumber: '1' },
      'format',
      'payout_pix_invalid_RANDOM',
    ],
  ] as const)('%j, %s → %s', (input, problem, key) => {
    expect(numberProblemKey(input, problem)).toBe(key);
  });
});

describe('accountFormProblems: a provider offered, a number of that provider, a holder name', () => {
  const bank = {
    kind: 'BANK_CARD',
    provider: 'BDO',
    accountNumber: '0012 3456 7890',
    holderName: 'Juan',
  } as const;
  it.each([
    ['a valid bank account has none', bank, OPTIONS, {}],
    ['no bank chosen', { ...bank, provider: '' }, OPTIONS, { provider: 'payout_choose_bank' }],
    [
      'no wallet chosen',
      { ...bank, kind: 'E_WALLET', provider: '' },
      OPTIONS,
      { provider: 'payout_choose_wallet' },
    ],
    [
      'a number too short for the bank',
      { ...bank, accountNumber: '12345' },
      OPTIONS,
      { accountNumber: 'payout_bank_length' },
    ],
    ['no holder name', { ...bank, holderName: '  ' }, OPTIONS, { holderName: 'payout_holder_required' }],
    [
      'a mobile number of the country',
      { ...bank, kind: 'E_WALLET', provider: 'GCASH', accountNumber: '0917 123 4567' },
      OPTIONS,
      {},
    ],
    [
      'a mobile number of another country',
      { ...bank, kind: 'E_WALLET', provider: 'GCASH', accountNumber: '+55 11 91234-5678' },
      OPTIONS,
      { accountNumber: 'payout_mobile_invalid' },
    ],
    [
      'a TRC20 address with a typo',
      {
        ...bank,
        kind: 'VIRTUAL_WALLET',
        provider: 'TRC20',
        accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF',
      },
      OPTIONS,
      { accountNumber: 'payout_address_checksum' },
    ],
    [
      'a valid CPF where Pix is offered',
      { ...bank, provider: 'PIX', pixKeyType: 'CPF', accountNumber: '529.982.247-25' },
      { ...OPTIONS, pix: true },
      {},
    ],
  ] as const)('%s', (_rule, form, options, problems) => {
    expect(accountFormProblems(form, options, 'PH')).toEqual(problems);
  });
});

describe('refusalProblems: the server’s refusals that belong to a field', () => {
  it.each([
    ['wallet.holder.mismatch', { holderName: 'error.wallet.holder.mismatch' }],
    ['wallet.account.invalid', { accountNumber: 'error.wallet.account.invalid' }],
    ['wallet.account.duplicate', { accountNumber: 'error.wallet.account.duplicate' }],
    ['wallet.account.limit', null],
    ['ERR_NETWORK', null],
    [null, null],
  ])('%s → %j', (code, problems) => {
    expect(refusalProblems(code)).toEqual(problems);
  });
});

describe('the hints and where the page goes', () => {
  it('a bank of one length says it; one of a range says both ends', () => {
    expect(bankLengthHintKey({ minLength: 10, maxLength: 10 })).toBe('payout_bank_digits_hint');
    expect(bankLengthHintKey({ minLength: 10, maxLength: 12 })).toBe('payout_bank_digits_range_hint');
  });

  it('every Pix key type of the contract has its chip', async () => {
    const { PIX_KEY_TYPES: CONTRACT } = await import('@app/contract/wallet');
    expect(PIX_KEY_TYPES).toEqual([...CONTRACT]);
  });

  it.each([
    ['withdraw', '/withdraw'],
    [null, null],
    ['elsewhere', null],
  ])('from=%s → %s', (from, to) => {
    expect(afterAdding(from)).toBe(to);
  });
});

describe('shownNumber: a masked number keeps its end and at most 8 mask characters', () => {
  it.each([
    ['a bank number masked to 8 stays as it is', '********9012', '********9012'],
    ['a shorter mask stays as it is', '******7890', '******7890'],
    ['an e-wallet number masked to 9 loses one', '*********4567', '********4567'],
    ['a TRC20 address masked to 30 shows 8', `${'*'.repeat(30)}bLSE`, '********bLSE'],
    ['nothing masked', 'BDO', 'BDO'],
  ])('%s', (_rule, masked, shown) => {
    expect(shownNumber(masked)).toBe(shown);
  });
});
