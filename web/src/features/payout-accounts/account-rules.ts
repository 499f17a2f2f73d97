import { CONTRACT_ERROR } from '@app/contract/errors';
import {
  payoutAccountProblem,
  PIX_PROVIDER,
  type AccountProblem,
  type PayoutAccountInput,
  type PayoutOptions,
} from '@app/contract/payout-account-rules';
import type {
  PayoutAccount,
  PayoutBank,
  PayoutKind,
  PixKeyType,
  WithdrawAccountInfo,
} from '@app/contract/wallet';
import type { Problems } from '../../hooks/use-form';
import type { MessageKey } from '../../i18n/keys';

/**
 * What the payout-account pages decide (signed-in §2 gives /m/securityCenter/addBankCard and addBankCardPix
 * purpose only; the number rules are the contract's, contract/src/payout-account-rules.ts): which accounts are
 * bound, which kinds may be added, what is wrong with a form, and where a refusal shows.
 */

type BoundLists = Pick<WithdrawAccountInfo, 'fullBankCardList' | 'fullEWalletList' | 'fullVirtualWalletList'>;

/** Every bound account: bank cards (Pix keys among them), then e-wallets, then crypto wallets. */
export const boundAccounts = (info: BoundLists): PayoutAccount[] => [
  ...info.fullBankCardList,
  ...info.fullEWalletList,
  ...info.fullVirtualWalletList,
];

/** The kinds the add page offers, in its tabs' order: a kind the merchant has nothing of is left out. */
export const offeredKinds = (options: PayoutOptions): PayoutKind[] =>
  (
    [
      ['BANK_CARD', options.banks.length],
      ['E_WALLET', options.eWallets.length],
      ['VIRTUAL_WALLET', options.networks.length],
    ] as const
  )
    .filter(([, offered]) => offered > 0)
    .map(([kind]) => kind);

/** The member has the merchant's maximum of this kind (a Pix key counts as a bank card): no more may be added. */
export const kindFull = (
  info: BoundLists & { payoutOptions: { maxAccountsPerKind: number } },
  kind: PayoutKind,
): boolean =>
  boundAccounts(info).filter((a) => a.kind === kind).length >= info.payoutOptions.maxAccountsPerKind;

export type AccountField = 'provider' | 'accountNumber' | 'holderName';

export interface AccountForm extends PayoutAccountInput {
  holderName: string;
}

const EMPTY_NUMBER: Record<PayoutKind | 'PIX', MessageKey> = {
  BANK_CARD: 'payout_number_required',
  E_WALLET: 'payout_mobile_required',
  VIRTUAL_WALLET: 'payout_address_required',
  PIX: 'payout_pix_key_required',
};

const PROVIDER_REQUIRED: Record<PayoutKind, MessageKey> = {
  BANK_CARD: 'payout_choose_bank',
  E_WALLET: 'payout_choose_wallet',
  VIRTUAL_WALLET: 'payout_choose_network',
};

/** The text of what is wrong with a number, key or address, by what it is: each says how to put it right. */
export function numberProblemKey(account: PayoutAccountInput, problem: AccountProblem): MessageKey {
  const pix = account.provider === PIX_PROVIDER ? (account.pixKeyType ?? null) : null;
  if (problem === 'empty') return EMPTY_NUMBER[pix ? 'PIX' : account.kind];
  if (pix) return `payout_pix_invalid_${pix}`;
  switch (account.kind) {
    case 'BANK_CARD':
      return problem === 'length' ? 'payout_bank_length' : 'payout_bank_digits_only';
    case 'E_WALLET':
      return 'payout_mobile_invalid';
    case 'VIRTUAL_WALLET':
      return problem === 'checksum' ? 'payout_address_checksum' : 'payout_address_invalid';
  }
}

/** What is wrong with the add form, by field: a provider chosen, its number valid, a holder name. */
export function accountFormProblems(
  form: AccountForm,
  options: PayoutOptions,
  countryCode: string,
): Problems<AccountField> {
  const problems: Problems<AccountField> = {};
  const problem = payoutAccountProblem(form, options, countryCode);
  if (problem === 'provider') problems.provider = PROVIDER_REQUIRED[form.kind];
  else if (problem) problems.accountNumber = numberProblemKey(form, problem);
  if (!form.holderName.trim()) problems.holderName = 'payout_holder_required';
  return problems;
}

/** The server's refusals that belong to one field, shown under it; any other shows above the button. */
const REFUSAL_FIELDS: Readonly<Record<string, [AccountField, MessageKey]>> = {
  [CONTRACT_ERROR.walletHolderMismatch]: ['holderName', 'error.wallet.holder.mismatch'],
  [CONTRACT_ERROR.walletAccountInvalid]: ['accountNumber', 'error.wallet.account.invalid'],
  [CONTRACT_ERROR.walletAccountDuplicate]: ['accountNumber', 'error.wallet.account.duplicate'],
};

export const refusalProblems = (errorCode: string | null): Problems<AccountField> | null => {
  const field = errorCode ? REFUSAL_FIELDS[errorCode] : undefined;
  return field ? { [field[0]]: field[1] } : null;
};

/** The hint of a bank's account-number length ({{min}}, {{max}}): one length, or the shortest and longest. */
export const bankLengthHintKey = (bank: Pick<PayoutBank, 'minLength' | 'maxLength'>): MessageKey =>
  bank.minLength === bank.maxLength ? 'payout_bank_digits_hint' : 'payout_bank_digits_range_hint';

/** How each Pix key is typed: its keyboard and what the browser may fill in. */
export const PIX_INPUT: Readonly<
  Record<PixKeyType, { type: 'text' | 'email' | 'tel'; inputMode: 'numeric' | 'email' | 'tel' | 'text' }>
> = {
  CPF: { type: 'text', inputMode: 'numeric' },
  CNPJ: { type: 'text', inputMode: 'numeric' },
  EMAIL: { type: 'email', inputMode: 'email' },
  PHONE: { type: 'tel', inputMode: 'tel' },
  RANDOM: { type: 'text', inputMode: 'text' },
};

/** The Pix key types, in the chips' order. */
export const PIX_KEY_TYPES = Object.keys(PIX_INPUT) as PixKeyType[];

/** Where the page goes once an account is added: back to the withdrawal that sent the player, else it stays. */
export const afterAdding = (from: string | null): '/withdraw' | null =>
  from === 'withdraw' ? '/withdraw' : null;

/** The most mask characters a number shows: masked, a TRC20 address (30 of its 34) ran onto a second line. */
export const MASK_SHOWN = 8;
const LONG_MASK = new RegExp(`\\*{${MASK_SHOWN + 1},}`, 'g');

/** A number as the server masks it (never whole), its run of mask characters cut short: the player knows an account by its end. */
export const shownNumber = (masked: string): string => masked.replace(LONG_MASK, '*'.repeat(MASK_SHOWN));
