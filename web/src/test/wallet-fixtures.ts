import type { CountryInfo } from '@app/contract/calls';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { PayoutAccount, WithdrawAccountInfo } from '@app/contract/wallet';

/** The money pages' fixtures: the demo merchant's limits and payout options (contract/src/default-wallet.ts). */

export const COUNTRY: CountryInfo = {
  countryCode: 'PH',
  countryDialingCode: '+63',
  countries: [{ countryCode: 'PH', countryDialingCode: '+63' }],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'prefix',
};

export const BDO_ACCOUNT: PayoutAccount = {
  id: 11,
  kind: 'BANK_CARD',
  provider: 'BDO',
  providerName: 'BDO Unibank',
  accountNumber: '•••• 7890',
  holderName: 'Juan Dela Cruz',
  pixKeyType: null,
  createdAt: Date.UTC(2026, 3, 1),
};

export const GCASH_ACCOUNT: PayoutAccount = {
  ...BDO_ACCOUNT,
  id: 12,
  kind: 'E_WALLET',
  provider: 'GCASH',
  providerName: 'GCash',
  accountNumber: '•••• 4567',
};

/** A member with ₱3,000, ₱500 held, one withdrawal of five made today, a bank account and a GCash number. */
export const accountInfoFixture = (patch: Partial<WithdrawAccountInfo> = {}): WithdrawAccountInfo => {
  const { withdraw, payout } = defaultWalletSettings();
  return {
    totalDepositSuccessCount: 1,
    totalWithdrawSuccessCount: 0,
    fullBankCardList: [BDO_ACCOUNT],
    fullEWalletList: [GCASH_ACCOUNT],
    fullVirtualWalletList: [],
    balance: 3_000_00,
    withdrawable: 3_000_00,
    held: 500_00,
    bonusLocked: 0,
    turnoverToPlay: 0,
    minAmount: withdraw.minAmount,
    maxAmount: withdraw.maxAmount,
    feeBasisPoints: withdraw.feeBasisPoints,
    dailyCountLimit: withdraw.dailyCountLimit,
    dailyCountUsed: 1,
    dailyAmountLimit: withdraw.dailyAmountLimit,
    dailyAmountUsed: 500_00,
    hasWithdrawPassword: true,
    lockedUntil: null,
    realName: null,
    payoutOptions: payout,
    ...patch,
  };
};
