import { bonusOf, feeOf, RECORDS_PAGE_SIZE } from '@app/contract/constants/money';
import type {
  DepositBonus,
  DepositChannel,
  DepositChannelSetting,
  DepositInstruction,
  DepositRecord,
  DepositSettings,
  DepositStatus,
  DepositSubmitRequest,
  WalletSettings,
} from '@app/contract/wallet';
import { sql, type Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';
import type { DepositsTable } from '../db/schema';
import { lockBonus } from './bonus-locks';
import { postEntry, walletOf, withMemberWallet, type MoneyTransaction } from './ledger';
import { awardDepositPoints } from './points';
import { Refused } from './refused';

/**
 * Deposits (signed-in §2 /m/voucherCenter, "Deposit. Needs login."; the rest is the contract's, chosen): the
 * merchant's channels as the player sees them, the submission (idempotent by its key), how to pay, the crediting
 * on the ledger (services/ledger.ts) by a provider's notification (services/payment-notifications.ts) or by staff
 * (admin/deposits.ts), and the records. Amounts are integers of minor units throughout.
 */

/** Why a deposit call is refused (the answers: routes/refusals.ts). */
export type DepositRefusal =
  | { reason: 'channel-closed' }
  | { reason: 'amount-below'; limit: number }
  | { reason: 'amount-above'; limit: number }
  | { reason: 'bonus-unavailable' }
  | { reason: 'field-required'; field: 'payerName' }
  | { reason: 'idempotency-reused' }
  | { reason: 'wallet-not-found' };

export type DepositRow = Selectable<DepositsTable>;

/** This server's demo payment provider (routes/demo-pay.ts): pays an online channel without a page of its own. */
export const DEMO_PAY_PATH = '/demo-pay';

/** The code of the deposits staff record directly (admin API: the money was seen outside any channel). */
export const STAFF_CHANNEL = { code: 'STAFF', name: 'Recorded by staff' } as const;

// ---------- the channels, as the player sees them ----------

/** An https URL (or http in demo mode, for local providers) of a payment page, or null. */
function paymentPage(url: string, demoMode: boolean): URL | null {
  try {
    const page = new URL(url);
    return page.protocol === 'https:' || (demoMode && page.protocol === 'http:') ? page : null;
  } catch {
    return null;
  }
}

/**
 * Whether the player may deposit through a channel: enabled, and with what its kind needs to be paid: an online
 * one its provider's payment page (without one, the demo provider, in demo mode only: it pays without money), a
 * bank transfer the merchant's account, a QR one the payee code, a crypto one the address.
 */
export function channelOpen(c: DepositChannelSetting, demoMode: boolean): boolean {
  if (!c.enabled || c.minAmount > c.maxAmount) return false;
  switch (c.kind) {
    case 'ONLINE':
      return c.paymentUrl === '' ? demoMode : paymentPage(c.paymentUrl, demoMode) !== null;
    case 'BANK_TRANSFER':
      return c.bankAccount !== null && c.bankAccount.accountNumber !== '';
    case 'QR':
      return c.qrPayee !== '';
    case 'CRYPTO':
      return c.crypto !== null && c.crypto.address !== '';
  }
}

/** The channel as answered: no account, secret or address (those come with a deposit's instruction). */
export const playerChannel = (c: DepositChannelSetting): DepositChannel => ({
  code: c.code,
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  quickAmounts: c.quickAmounts.filter((a) => a >= c.minAmount && a <= c.maxAmount),
  feeBasisPoints: c.feeBasisPoints,
  expectedMinutes: c.expectedMinutes,
  fields: c.fields,
  network: c.kind === 'CRYPTO' ? (c.crypto?.network ?? null) : null,
});

/** The bonuses a member may take now: a first-deposit one only before their first successful deposit. */
export const bonusesOpen = (bonuses: readonly DepositBonus[], depositedBefore: boolean): DepositBonus[] =>
  bonuses.filter((b) => !b.firstDepositOnly || !depositedBefore);

async function depositedBefore(db: Db | MoneyTransaction, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'SUCCESS')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** MCSFE_getDepositSettings: the member's balance, the open channels, the bonuses they may take now. */
export async function depositSettings(
  db: Db,
  memberId: number,
  wallet: WalletSettings,
  demoMode: boolean,
): Promise<DepositSettings> {
  const { balance } = await walletOf(db, memberId);
  return {
    balance,
    channels: wallet.channels.filter((c) => channelOpen(c, demoMode)).map(playerChannel),
    bonuses: bonusesOpen(wallet.bonuses, await depositedBefore(db, memberId)),
    pendingMinutes: wallet.pendingMinutes,
  };
}

// ---------- how to pay ----------

/** Minor units as major units with two decimals ("1234.50"), by integer arithmetic. */
export const majorUnits = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * A coin amount to send for `amount` minor units at `rate` minor units per coin, with 6 decimals (USDT's), rounded
 * up so that what arrives covers the deposit. BigInt: amount × 10⁶ passes 2⁵³.
 */
export function cryptoAmount(amount: number, rate: number): string {
  const scale = 1_000_000n;
  const micro = (BigInt(amount) * scale + BigInt(rate) - 1n) / BigInt(rate);
  return `${micro / scale}.${String(micro % scale).padStart(6, '0')}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo QR codes end with, 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMVCo data object: tag, two-digit length, value. */
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/**
 * A QR payment code for one deposit, as EMVCo's merchant-presented QR (QR Ph, Pix and most national QR schemes)
 * has it: the merchant's payee code (its CRC, if it ends with one, dropped), then the transaction amount (tag 54,
 * major units), the reference as the additional data's reference label (tag 62, sub-tag 05), and the CRC (tag 63)
 * over all of it.
 */
export function qrPayload(payee: string, reference: string, amount: number): string {
  const head = payee.replace(/6304[0-9A-Fa-f]{4}$/, '');
  const body = `${head}${tlv('54', majorUnits(amount))}${tlv('62', tlv('05', reference))}6304`;
  return body + crc16(body);
}

/**
 * Where an online deposit is paid: the provider's payment page with the deposit's reference, amount (minor
 * units) and merchant as query parameters, or, for a channel without one, the demo provider's page (a path of
 * this site).
 */
function paymentUrl(paymentUrlSetting: string, d: InstructionFacts): string {
  const page = paymentPage(paymentUrlSetting, true);
  if (!page) return `${DEMO_PAY_PATH}/${d.reference}`;
  page.searchParams.set('reference', d.reference);
  page.searchParams.set('amount', String(d.amount));
  page.searchParams.set('merchant', d.merchant);
  return page.href;
}

interface InstructionFacts {
  reference: string;
  amount: number;
  merchant: string;
}

/** What the player does to pay a deposit through an open channel (channelOpen), by the channel's kind. */
export function depositInstruction(c: DepositChannelSetting, d: InstructionFacts): DepositInstruction {
  switch (c.kind) {
    case 'ONLINE':
      return { type: 'REDIRECT', url: paymentUrl(c.paymentUrl, d) };
    case 'BANK_TRANSFER': {
      const account = c.bankAccount ?? { bankName: '', accountName: '', accountNumber: '' };
      return { type: 'BANK_TRANSFER', ...account, reference: d.reference };
    }
    case 'QR':
      return { type: 'QR', payload: qrPayload(c.qrPayee, d.reference, d.amount), reference: d.reference };
    case 'CRYPTO': {
      const crypto = c.crypto ?? { network: 'TRC20' as const, coin: '', address: '', rate: 1 };
      return {
        type: 'CRYPTO',
        network: crypto.network,
        address: crypto.address,
        coin: crypto.coin,
        cryptoAmount: cryptoAmount(d.amount, crypto.rate),
      };
    }
  }
}

// ---------- submitting ----------

/** Letters and digits a person reads and types without confusion (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The largest multiple of the alphabet's length a byte can reach: bytes above it would bias the draw. */
const UNBIASED_BYTES = 256 - (256 % CODE_ALPHABET.length);

/** A random code of `length` characters of CODE_ALPHABET (10 give 2⁴⁹: not enumerable). */
export function randomCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_BYTES && code.length < length) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What tells a retry (the same request) from another request sent with the same idempotency key. */
export const requestHash = (
  r: Pick<DepositSubmitRequest, 'channelCode' | 'amount' | 'bonusId' | 'payerName'>,
) => sha256Hex(JSON.stringify([r.channelCode, r.amount, r.bonusId, r.payerName ?? null]));

export interface DepositSubmission {
  merchant: string;
  memberId: number;
  wallet: WalletSettings;
  demoMode: boolean;
  request: DepositSubmitRequest;
}

/** The channel and bonus of a submission, or its refusal: the checks of the channel's limits and fields. */
async function checkedSubmission(db: Db, s: DepositSubmission) {
  const { request } = s;
  const channel = s.wallet.channels.find((c) => c.code === request.channelCode);
  if (!channel || !channelOpen(channel, s.demoMode)) throw new Refused({ reason: 'channel-closed' });
  if (request.amount < channel.minAmount) {
    throw new Refused({ reason: 'amount-below', limit: channel.minAmount });
  }
  if (request.amount > channel.maxAmount) {
    throw new Refused({ reason: 'amount-above', limit: channel.maxAmount });
  }
  if (channel.fields.includes('payerName') && !request.payerName) {
    throw new Refused({ reason: 'field-required', field: 'payerName' });
  }
  if (request.bonusId === null) return { channel, bonus: null };
  const open = bonusesOpen(s.wallet.bonuses, await depositedBefore(db, s.memberId));
  const bonus = open.find((b) => b.id === request.bonusId);
  if (!bonus || request.amount < bonus.minDeposit) throw new Refused({ reason: 'bonus-unavailable' });
  return { channel, bonus };
}

const depositByKey = (db: Db, memberId: number, key: string) =>
  db
    .selectFrom('deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** The deposit a key made, if the request is the same; another request with the key is refused. */
function sameRequest(row: DepositRow, hash: string): DepositRecord {
  if (row.request_hash !== hash) throw new Refused({ reason: 'idempotency-reused' });
  return depositRecord(row);
}

/**
 * depositSubmit: a PENDING deposit through an open channel, within its limits, with a bonus the member may take,
 * answered with how to pay it. Idempotent on any database and under any concurrency: the row is inserted with
 * ON CONFLICT DO NOTHING on (member, idempotency key) and then read by the key, so of concurrent submissions one
 * inserts and every one answers that row (never read-then-insert). The same key with another request is refused.
 * A retry is answered before the checks: the deposit it made stands even if the channel closed since.
 */
export async function submitDeposit(db: Db, s: DepositSubmission, now: number): Promise<DepositRecord> {
  const { request } = s;
  const hash = requestHash(request);
  const earlier = await depositByKey(db, s.memberId, request.idempotencyKey);
  if (earlier) return sameRequest(earlier, hash);
  const { channel, bonus } = await checkedSubmission(db, s);
  // A drawn public id or reference that another deposit has is a conflict too: nothing inserted, drawn again.
  for (let draw = 0; draw < 3; draw++) {
    const reference = randomCode(10);
    const instruction = depositInstruction(channel, {
      reference,
      amount: request.amount,
      merchant: s.merchant,
    });
    await db
      .insertInto('deposits')
      .values({
        public_id: `D${randomCode(15)}`,
        merchant: s.merchant,
        member_id: s.memberId,
        channel_code: channel.code,
        channel_kind: channel.kind,
        channel_name: channel.name,
        amount_minor: request.amount,
        fee_minor: feeOf(request.amount, channel.feeBasisPoints),
        bonus_id: bonus?.id ?? null,
        bonus_minor: bonus ? bonusOf(request.amount, bonus) : 0,
        bonus_first_only: bonus?.firstDepositOnly ? 1 : 0,
        bonus_turnover_times: bonus?.turnoverMultiplier ?? 0,
        status: 'PENDING',
        idempotency_key: request.idempotencyKey,
        request_hash: hash,
        reference,
        payer_name: request.payerName || null,
        instruction: JSON.stringify(instruction),
        created_at: now,
        expires_at: now + s.wallet.pendingMinutes * 60_000,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await depositByKey(db, s.memberId, request.idempotencyKey);
    if (row) return sameRequest(row, hash);
  }
  throw new Error('no free deposit reference after 3 draws');
}

// ---------- crediting, failing, expiring ----------

/** How a credit ended: credited (late: after it had expired), or not, because it was credited or failed before. */
export type CreditOutcome = 'credited' | 'credited-late' | 'already-credited' | 'deposit-failed';

/**
 * Credits a deposit, inside `withMemberWallet` of its member: the one way money of a deposit reaches a wallet
 * (a provider's notification, staff's approval, staff's recorded deposit). One conditional update moves it from
 * PENDING or EXPIRED (late: the money came after the deposit had expired) to SUCCESS, deciding in the same
 * statement whether it is the member's first successful deposit; only the call that changed the row books the
 * amount less the fee, and the bonus. A first-deposit bonus is paid only when this is the first successful
 * deposit: of two submitted with it before either succeeded, the one credited second gets none.
 */
export async function creditDepositIn(
  trx: MoneyTransaction,
  depositId: number,
  now: number,
  note?: string,
): Promise<CreditOutcome> {
  const credited = await trx
    .updateTable('deposits')
    .set({
      status: 'SUCCESS',
      completed_at: now,
      late: sql<number>`CASE WHEN status = 'EXPIRED' OR expires_at < ${now} THEN 1 ELSE 0 END`,
      first_deposit: sql<number>`CASE WHEN EXISTS (SELECT 1 FROM deposits AS earlier
        WHERE earlier.member_id = deposits.member_id AND earlier.status = 'SUCCESS') THEN 0 ELSE 1 END`,
    })
    .where('id', '=', depositId)
    .where('status', 'in', ['PENDING', 'EXPIRED'])
    .returning([
      'member_id',
      'merchant',
      'amount_minor',
      'fee_minor',
      'bonus_minor',
      'bonus_first_only',
      'bonus_turnover_times',
      'first_deposit',
      'late',
    ])
    .executeTakeFirst();
  if (!credited) {
    const row = await trx
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', depositId)
      .executeTakeFirst();
    return row?.status === 'SUCCESS' ? 'already-credited' : 'deposit-failed';
  }
  const memberId = credited.member_id;
  const net = credited.amount_minor - credited.fee_minor;
  if (net > 0) await postEntry(trx, { memberId, kind: 'DEPOSIT', amount: net, depositId, note }, now);
  // The point mall's points for the deposit, by the merchant's rate, once (services/points.ts).
  const deposited = { id: depositId, memberId, merchant: credited.merchant, amount: credited.amount_minor };
  await awardDepositPoints(trx, deposited, now);
  const bonusLost = credited.bonus_first_only === 1 && credited.first_deposit === 0;
  if (bonusLost && credited.bonus_minor > 0) {
    await trx.updateTable('deposits').set({ bonus_minor: 0 }).where('id', '=', depositId).execute();
  } else if (credited.bonus_minor > 0) {
    await postEntry(trx, { memberId, kind: 'BONUS', amount: credited.bonus_minor, depositId }, now);
    // The bonus's turnover requirement, promised at submit (services/bonus-locks.ts).
    await lockBonus(
      trx,
      { memberId, depositId, amount: credited.bonus_minor, multiplier: credited.bonus_turnover_times },
      now,
    );
  }
  return credited.late === 1 ? 'credited-late' : 'credited';
}

/** Credits a deposit in a transaction of its own (creditDepositIn). */
export const creditDeposit = (db: Db, deposit: Pick<DepositRow, 'id' | 'member_id'>, now: number) =>
  withMemberWallet(db, deposit.member_id, now, (trx) => creditDepositIn(trx, deposit.id, now));

/**
 * Ends a deposit as FAILED, if it is still in one of `from` (a provider's cancellation: PENDING, no reason, the
 * player's app says it in their language; staff's rejection: PENDING or EXPIRED, with staff's reason). No money
 * moves. False when it was not (credited or ended before).
 */
export async function failDeposit(
  db: Db | MoneyTransaction,
  depositId: number,
  reason: string | null,
  from: readonly DepositStatus[],
  now: number,
): Promise<boolean> {
  const failed = await db
    .updateTable('deposits')
    .set({ status: 'FAILED', reason, completed_at: now })
    .where('id', '=', depositId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(failed.numUpdatedRows) === 1;
}

/**
 * PENDING deposits whose time is up (a deposit is pending until its expires_at, included) become EXPIRED (one member's, or all): when a member reads them and by the
 * periodic sweep (services/retention.ts). Their money may still come: a late one is credited all the same.
 */
export async function expireDeposits(db: Db, now: number, memberId?: number): Promise<number> {
  let expiring = db
    .updateTable('deposits')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'PENDING')
    .where('expires_at', '<', now);
  if (memberId !== undefined) expiring = expiring.where('member_id', '=', memberId);
  return Number((await expiring.executeTakeFirst()).numUpdatedRows);
}

/**
 * A deposit staff record for a member (the money came outside any channel): made and credited in one
 * transaction, with the note on its ledger entry.
 */
export async function recordStaffDeposit(
  db: Db,
  d: { merchant: string; memberId: number; amount: number; note: string | null },
  now: number,
): Promise<DepositRecord> {
  const id = await withMemberWallet(db, d.memberId, now, async (trx) => {
    const { id: depositId } = await trx
      .insertInto('deposits')
      .values({
        public_id: `D${randomCode(15)}`,
        merchant: d.merchant,
        member_id: d.memberId,
        channel_code: STAFF_CHANNEL.code,
        channel_kind: 'BANK_TRANSFER',
        channel_name: STAFF_CHANNEL.name,
        amount_minor: d.amount,
        status: 'PENDING',
        reference: randomCode(10),
        created_at: now,
        // Nothing to wait for: not pending past its time, so not late.
        expires_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditDepositIn(trx, depositId, now, d.note ?? undefined);
    return depositId;
  });
  return depositRecord(
    await db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

// ---------- records ----------

/** A deposit as the player sees it; how to pay only while it is pending. */
export const depositRecord = (row: DepositRow): DepositRecord => ({
  id: row.public_id,
  channelCode: row.channel_code,
  channelName: row.channel_name,
  kind: row.channel_kind,
  amount: row.amount_minor,
  fee: row.fee_minor,
  bonus: row.bonus_minor,
  status: row.status,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  completedAt: row.completed_at,
  reason: row.reason,
  instruction:
    row.status === 'PENDING' && row.instruction ? (JSON.parse(row.instruction) as DepositInstruction) : null,
  firstDeposit: row.first_deposit === 1,
});

export interface RecordsPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface DepositFilter {
  merchant?: string;
  memberId?: number;
  status: DepositStatus | null;
  page: number;
}

/** A page of deposits, newest first, of a member or a merchant, optionally of one status, with the total. */
export async function depositRows(db: Db, f: DepositFilter): Promise<RecordsPage<DepositRow>> {
  let rows = db.selectFrom('deposits');
  if (f.merchant !== undefined) rows = rows.where('merchant', '=', f.merchant);
  if (f.memberId !== undefined) rows = rows.where('member_id', '=', f.memberId);
  if (f.status !== null) rows = rows.where('status', '=', f.status);
  const [items, count] = await Promise.all([
    rows
      .selectAll()
      .orderBy('id', 'desc')
      .limit(RECORDS_PAGE_SIZE)
      .offset((f.page - 1) * RECORDS_PAGE_SIZE)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, page: f.page, pageSize: RECORDS_PAGE_SIZE, total: Number(count.n) };
}

/** MCSFE_getDepositRecords: the member's deposits (those whose time is up shown EXPIRED), a page at a time. */
export async function depositRecords(
  db: Db,
  memberId: number,
  ask: { status: DepositStatus | null; page: number },
  now: number,
): Promise<RecordsPage<DepositRecord>> {
  await expireDeposits(db, now, memberId);
  const page = await depositRows(db, { memberId, ...ask });
  return { ...page, items: page.items.map(depositRecord) };
}

/** MCSFE_getDeposit: one of the member's deposits; another member's id is answered like an unknown one. */
export async function memberDeposit(db: Db, memberId: number, publicId: string, now: number) {
  await expireDeposits(db, now, memberId);
  const row = await db
    .selectFrom('deposits')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new Refused({ reason: 'wallet-not-found' });
  return depositRecord(row);
}

/** A deposit of the merchant by its public id (staff's view), or undefined. */
export const merchantDeposit = (db: Db, merchant: string, publicId: string) =>
  db
    .selectFrom('deposits')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('merchant', '=', merchant)
    .executeTakeFirst();

/** A deposit by the reference its provider echoes (the demo provider's page), or undefined. */
export const depositByReference = (db: Db, reference: string) =>
  db.selectFrom('deposits').selectAll().where('reference', '=', reference).executeTakeFirst();

/** A deposit as staff see it: the player's record with the member, the reference, the payer and whether it was late. */
export interface StaffDeposit extends DepositRecord {
  username: string;
  reference: string;
  payerName: string | null;
  late: boolean;
}

async function staffView(db: Db, rows: DepositRow[]): Promise<StaffDeposit[]> {
  const ids = [...new Set(rows.map((r) => r.member_id))];
  const members = ids.length
    ? await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute()
    : [];
  const usernames = new Map(members.map((m) => [m.id, m.username]));
  return rows.map((row) => ({
    ...depositRecord(row),
    username: usernames.get(row.member_id) ?? '',
    reference: row.reference,
    payerName: row.payer_name,
    late: row.late === 1,
  }));
}

/** Staff's list: the merchant's deposits (of one member, of one status), newest first, a page at a time. */
export async function staffDeposits(
  db: Db,
  f: DepositFilter & { merchant: string },
  now: number,
): Promise<RecordsPage<StaffDeposit>> {
  await expireDeposits(db, now);
  const page = await depositRows(db, f);
  return { ...page, items: await staffView(db, page.items) };
}

/** One deposit of the merchant as staff see it, or undefined. */
export async function staffDeposit(
  db: Db,
  merchant: string,
  publicId: string,
): Promise<StaffDeposit | undefined> {
  const row = await merchantDeposit(db, merchant, publicId);
  return row && (await staffView(db, [row]))[0];
}
