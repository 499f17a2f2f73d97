import { createHmac } from 'node:crypto';
import {
  normalizedAccountNumber,
  payoutAccountProblem,
  PIX_PROVIDER,
  sameHolderName,
} from '@app/contract/payout-account-rules';
import type {
  PayoutAccount,
  PayoutAccountAddRequest,
  PayoutKind,
  PixKeyType,
  WalletSettings,
} from '@app/contract/wallet';
import type { Selectable } from 'kysely';
import { seal, unseal } from '../crypto/server-key';
import type { Db } from '../db/database';
import type { PayoutAccountsTable } from '../db/schema';
import { withMemberWallet, type MoneyTransaction } from './ledger';
import { Refused } from './refused';

/**
 * The member's payout accounts (signed-in §2 /m/securityCenter/addBankCard and addBankCardPix): bank cards and
 * Pix keys, e-wallets, crypto addresses. The whole number is checked by the contract's rules
 * (contract/src/payout-account-rules.ts, the same the app checks with), stored sealed with the server key for
 * the payout only, and otherwise exists as a mask and a keyed fingerprint: no player answer holds it.
 */

/** Why adding or removing a payout account is refused (the answers: routes/refusals.ts). */
export type PayoutAccountRefusal =
  /** A provider the merchant does not offer, or a number, key or address not valid for it. */
  | { reason: 'account-invalid' }
  /** The holder name is not the member's real name (the payee name of two-factor). */
  | { reason: 'holder-mismatch' }
  | { reason: 'account-duplicate' }
  /** The member has the merchant's maximum of accounts of this kind. */
  | { reason: 'account-limit' }
  /** An account that is not the member's, or removed. */
  | { reason: 'wallet-not-found' };

/** The authenticated context of a sealed account number: a value sealed for one column opens in no other. */
const SEALED_CONTEXT = 'payout_accounts.account_sealed';

/** How many characters of an account number are kept at most: enough to tell one's cards apart. */
const SHOWN_CHARS = 4;

/**
 * The account number as stored and shown: spaces and dashes dropped, every character but the last few
 * replaced by '*' (at most 4, and never more than half, so that even a short number is never shown whole).
 */
export function maskAccountNumber(accountNumber: string): string {
  const plain = accountNumber.replace(/[\s-]/g, '');
  const shown = Math.min(SHOWN_CHARS, Math.floor(plain.length / 2));
  return '*'.repeat(plain.length - shown) + plain.slice(plain.length - shown);
}

/**
 * The keyed fingerprint of an account (HMAC-SHA256 under a key derived from the server key): equal for the same
 * normalised number at the same provider, so the database's unique index finds a duplicate, and worthless
 * without the key (an account number has too few digits to hide behind a plain hash).
 */
export function accountFingerprint(
  serverKey: Buffer,
  account: { kind: PayoutKind; provider: string; normalized: string },
): string {
  const key = createHmac('sha256', serverKey).update('payout-account-fingerprint').digest();
  return createHmac('sha256', key)
    .update(`${account.kind}\n${account.provider}\n${account.normalized}`)
    .digest('hex');
}

type AccountRow = Pick<
  Selectable<PayoutAccountsTable>,
  | 'id'
  | 'kind'
  | 'provider'
  | 'provider_name'
  | 'account_masked'
  | 'holder_name'
  | 'pix_key_type'
  | 'created_at'
>;

const ACCOUNT_COLUMNS = [
  'id',
  'kind',
  'provider',
  'provider_name',
  'account_masked',
  'holder_name',
  'pix_key_type',
  'created_at',
] as const;

/** An account as the member sees it: the number masked. */
export const shownAccount = (row: AccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  providerName: row.provider_name,
  accountNumber: row.account_masked,
  holderName: row.holder_name,
  pixKeyType: (row.pix_key_type as PixKeyType | null) ?? null,
  createdAt: row.created_at,
});

/** The member's accounts not removed, oldest first. */
export async function listPayoutAccounts(
  db: Db | MoneyTransaction,
  memberId: number,
): Promise<PayoutAccount[]> {
  const rows = await db
    .selectFrom('payout_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(shownAccount);
}

/** One of the member's accounts not removed (withdrawals pay only to those), or undefined. */
export async function findPayoutAccount(
  db: Db | MoneyTransaction,
  memberId: number,
  id: number,
): Promise<PayoutAccount | undefined> {
  const row = await db
    .selectFrom('payout_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row && shownAccount(row);
}

/** The name a provider is shown by: the bank's or e-wallet's name from the merchant's options, Pix, the network. */
function providerName(kind: PayoutKind, provider: string, options: WalletSettings['payout']): string {
  if (kind === 'BANK_CARD') {
    return provider === PIX_PROVIDER
      ? 'Pix'
      : (options.banks.find((b) => b.code === provider)?.name ?? provider);
  }
  if (kind === 'E_WALLET') return options.eWallets.find((w) => w.code === provider)?.name ?? provider;
  return provider;
}

/** Who adds an account: the member, their merchant's payout options and country (the e-wallet number format). */
export interface AccountOwner {
  memberId: number;
  payout: WalletSettings['payout'];
  countryCode: string;
}

/**
 * Binds a payout account to the member, or throws Refused (PayoutAccountRefusal):
 * - the provider must be one the merchant offers for the kind and the number valid for it (the contract's rules;
 *   a TRC20 address's base58check checksum included): account-invalid;
 * - the holder name must be the member's real name once one is set; the first account's holder name becomes it
 *   (a conditional update, so that two first accounts cannot set two names): holder-mismatch;
 * - the same number at the same provider, not removed, once: the fingerprint's unique index refuses it;
 * - at most the merchant's maxAccountsPerKind of a kind, counted after the insert inside the member's wallet
 *   lock (services/ledger.ts), so two parallel adds cannot both pass the count.
 */
export async function addPayoutAccount(
  db: Db,
  serverKey: Buffer,
  owner: AccountOwner,
  input: Omit<PayoutAccountAddRequest, 'pixKeyType'> & { pixKeyType?: PixKeyType | undefined },
  now: number,
): Promise<PayoutAccount> {
  const { kind, provider, pixKeyType } = input;
  // A key type belongs to a Pix key only; payoutAccountProblem asks for one with Pix.
  if (pixKeyType !== undefined && provider !== PIX_PROVIDER) throw new Refused({ reason: 'account-invalid' });
  if (payoutAccountProblem(input, owner.payout, owner.countryCode) !== null) {
    throw new Refused({ reason: 'account-invalid' });
  }
  const normalized = normalizedAccountNumber(input, owner.countryCode);
  const holderName = input.holderName.trim();
  const values = {
    member_id: owner.memberId,
    kind,
    provider,
    provider_name: providerName(kind, provider, owner.payout),
    account_masked: maskAccountNumber(normalized),
    account_sealed: seal(serverKey, SEALED_CONTEXT, normalized),
    fingerprint: accountFingerprint(serverKey, { kind, provider, normalized }),
    holder_name: holderName,
    pix_key_type: provider === PIX_PROVIDER ? (pixKeyType ?? null) : null,
    created_at: now,
  };
  return withMemberWallet(db, owner.memberId, now, async (trx) => {
    await requireHolderName(trx, owner.memberId, holderName);
    // Any conflict here is the fingerprint's partial unique index: the same account, bound and not removed.
    const row = await trx
      .insertInto('payout_accounts')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Refused({ reason: 'account-duplicate' });
    const { n } = await trx
      .selectFrom('payout_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', owner.memberId)
      .where('kind', '=', kind)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n) > owner.payout.maxAccountsPerKind) throw new Refused({ reason: 'account-limit' });
    return shownAccount({ ...values, id: row.id });
  });
}

/**
 * The same-holder rule: the holder name must be the member's real name; a member without one takes this holder
 * name as theirs (only while it is still unset).
 */
async function requireHolderName(trx: MoneyTransaction, memberId: number, holderName: string): Promise<void> {
  await trx
    .updateTable('members')
    .set({ payee_name: holderName })
    .where('id', '=', memberId)
    .where('payee_name', 'is', null)
    .execute();
  const { payee_name: realName } = await trx
    .selectFrom('members')
    .select('payee_name')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (realName === null || !sameHolderName(realName, holderName)) {
    throw new Refused({ reason: 'holder-mismatch' });
  }
}

/**
 * Removes one of the member's accounts (it stays for the withdrawals paid to it, which keep their own copy);
 * another member's, an unknown or an already removed one: wallet-not-found.
 */
export async function removePayoutAccount(db: Db, memberId: number, id: number, now: number): Promise<void> {
  const result = await db
    .updateTable('payout_accounts')
    .set({ removed_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Refused({ reason: 'wallet-not-found' });
}

/**
 * The whole number of an account from its sealed column, for staff paying a withdrawal to it (the admin API
 * only); null when it was bound before numbers were sealed or does not open with this server key.
 */
export const unsealAccountNumber = (serverKey: Buffer, sealed: string | null): string | null =>
  sealed === null ? null : unseal(serverKey, SEALED_CONTEXT, sealed);
