import { z } from 'zod';
import { MAX_AMOUNT } from './constants/money';

/**
 * The money pages (signed-in §2: /m/voucherCenter deposit, /m/withdraw, /m/securityCenter/addBankCard and
 * addBankCardPix). The spec gives these routes their purpose and access only, so every field here is the
 * contract's (chosen). Every amount is an integer of minor units (centavos) from the form to the database:
 * never a float.
 */

/** An amount of money in minor units: a whole, positive number. */
export const amountSchema = z.number().int().positive().max(MAX_AMOUNT);
/** A sum that may be zero (a balance, a fee). */
export const sumSchema = z.number().int().min(0).max(1e15);

/**
 * The key a submission carries so that a double tap, a retry after a timeout or a replayed request makes one
 * deposit or withdrawal: the client makes one per form it fills in (a UUID) and sends it again on every retry.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'an idempotency key');

// ---------- deposit channels ----------
/**
 * How a deposit completes: ONLINE on the provider's payment page (it calls the server back), BANK_TRANSFER to
 * the merchant's account with a reference, QR a payment code scanned in a wallet app, CRYPTO an address on a
 * network (USDT on TRC20). The last three complete when the merchant's staff see the money (admin approval).
 */
export const DEPOSIT_CHANNEL_KINDS = ['ONLINE', 'BANK_TRANSFER', 'QR', 'CRYPTO'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** A field a channel needs from the player besides the amount. */
export const DEPOSIT_CHANNEL_FIELDS = ['payerName'] as const;

/** A crypto network a channel or a payout account may use. */
export const CRYPTO_NETWORKS = ['TRC20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** A deposit channel as the player sees it (MCSFE_getDepositSettings). */
export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  /** The channel's name as shown ("GCash", "Bank transfer", "USDT"). */
  name: z.string(),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  /** The amounts offered as one-tap choices, each within the limits. */
  quickAmounts: z.array(amountSchema),
  /** The fee, in basis points of the amount (150 = 1.5 %), taken from what is credited. */
  feeBasisPoints: z.number().int().min(0).max(10_000),
  /** How long the money usually takes to arrive, in minutes (0: at once). */
  expectedMinutes: z.number().int().min(0),
  fields: z.array(z.enum(DEPOSIT_CHANNEL_FIELDS)),
  /** CRYPTO: the network the address is on. */
  network: z.enum(CRYPTO_NETWORKS).nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** A promotion the player may take with a deposit: a share of it, up to a cap, from a minimum deposit. */
export const depositBonusSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The bonus in basis points of the deposit (1000 = 10 %). */
  basisPoints: z.number().int().min(1).max(100_000),
  maxBonus: amountSchema,
  minDeposit: amountSchema,
  /** Only on the member's first successful deposit. */
  firstDepositOnly: z.boolean(),
  /** The turnover the bonus requires before it can be withdrawn: bonus × this (0: none; rewards.ts). Chosen. */
  turnoverMultiplier: z.number().int().min(0).max(100).default(0),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

/** MCSFE_getDepositSettings: the member's balance, the merchant's open channels and the bonuses on offer. */
export const depositSettingsSchema = z.object({
  balance: sumSchema,
  channels: z.array(depositChannelSchema),
  /** The bonuses this member may take now (a first-deposit one disappears after it). */
  bonuses: z.array(depositBonusSchema),
  /** How long a pending deposit waits for its money before it expires, in minutes. */
  pendingMinutes: z.number().int().positive(),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

// ---------- deposits ----------
export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What the player does to pay a pending deposit, by the channel's kind. */
export const depositInstructionSchema = z.discriminatedUnion('type', [
  /** ONLINE: the provider's payment page (an https URL of a payment host, or this site's demo provider). */
  z.object({ type: z.literal('REDIRECT'), url: z.string() }),
  z.object({
    type: z.literal('BANK_TRANSFER'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    /** The code the player writes in the transfer's note, so that staff can match it. */
    reference: z.string(),
  }),
  /** QR: the payment code's text (drawn as a QR code by the app). */
  z.object({ type: z.literal('QR'), payload: z.string(), reference: z.string() }),
  z.object({
    type: z.literal('CRYPTO'),
    network: z.enum(CRYPTO_NETWORKS),
    address: z.string(),
    /** The amount to send in the coin (USDT, 6 decimals), as text so that no float rounds it. */
    cryptoAmount: z.string(),
    coin: z.string(),
  }),
]);
export type DepositInstruction = z.infer<typeof depositInstructionSchema>;

export const depositRecordSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amount: amountSchema,
  fee: sumSchema,
  bonus: sumSchema,
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.number(),
  /** When a pending deposit expires (ms). */
  expiresAt: z.number(),
  completedAt: z.number().nullable(),
  /** Why staff rejected it, as they wrote it; null for a payment the player cancelled on the provider's page. */
  reason: z.string().nullable(),
  /** While pending: how to pay. */
  instruction: depositInstructionSchema.nullable(),
  /** Whether this was the member's first successful deposit (the firstDeposit tracking event). */
  firstDeposit: z.boolean(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositSubmitRequestSchema = z.object({
  channelCode: z.string().max(32),
  amount: amountSchema,
  bonusId: z.string().max(32).nullable(),
  payerName: z.string().trim().max(128).optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type DepositSubmitRequest = z.infer<typeof depositSubmitRequestSchema>;

// ---------- records ----------
export const recordsRequestSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ status: z.enum(statuses).nullable().default(null), page: z.number().int().min(1).max(10_000) });

export const recordsPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Newest first. */
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  });

// ---------- payout accounts ----------
/** The spec's three lists of the account-balance response (entry §3): bank cards, e-wallets, virtual wallets. */
export const PAYOUT_KINDS = ['BANK_CARD', 'E_WALLET', 'VIRTUAL_WALLET'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** The key types of a Pix account (Brazil), bound as a bank card whose bank is Pix. */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** A bound payout account as answered: the number masked, never whole. */
export const payoutAccountSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYOUT_KINDS),
  /** The bank's, e-wallet's or network's code. */
  provider: z.string(),
  /** Its name as shown. */
  providerName: z.string(),
  /** Masked: only the last few characters show. */
  accountNumber: z.string(),
  holderName: z.string(),
  /** A Pix key's type; null for every other account. */
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  createdAt: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** A bank the merchant pays out to, with its account numbers' length (digits only). */
export const payoutBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  minLength: z.number().int().min(4),
  maxLength: z.number().int().max(34),
});
export type PayoutBank = z.infer<typeof payoutBankSchema>;

export const payoutAccountAddRequestSchema = z.object({
  kind: z.enum(PAYOUT_KINDS),
  /** A bank's or e-wallet's code from the payout options, or the network (TRC20). PIX for a Pix key. */
  provider: z.string().max(32),
  /** The whole number, key or address: sent once, encrypted, and stored sealed and masked. */
  accountNumber: z.string().trim().min(1).max(128),
  holderName: z.string().trim().min(1).max(128),
  pixKeyType: z.enum(PIX_KEY_TYPES).optional(),
});
export type PayoutAccountAddRequest = z.infer<typeof payoutAccountAddRequestSchema>;

// ---------- withdrawals ----------
export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** MCSFE_getWithdrawAccountInfo: the spec's five fields (entry §3, the download prompts count them) and more. */
export const withdrawAccountInfoSchema = z.object({
  totalDepositSuccessCount: z.number(),
  totalWithdrawSuccessCount: z.number(),
  fullBankCardList: z.array(payoutAccountSchema),
  fullVirtualWalletList: z.array(payoutAccountSchema),
  fullEWalletList: z.array(payoutAccountSchema),
  balance: sumSchema,
  /**
   * What may be withdrawn now: the balance less what bonuses lock, within what is left of today's amount limit.
   */
  withdrawable: sumSchema,
  /** Held by pending withdrawals. */
  held: sumSchema,
  /** Chosen: the part of the balance bonuses lock until their turnover is played (rewards.ts). */
  bonusLocked: sumSchema.default(0),
  /** Chosen: the turnover still to play before every bonus lock is met. */
  turnoverToPlay: sumSchema.default(0),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  feeBasisPoints: z.number().int().min(0).max(10_000),
  dailyCountLimit: z.number().int().min(0),
  dailyCountUsed: z.number().int().min(0),
  dailyAmountLimit: sumSchema,
  dailyAmountUsed: sumSchema,
  hasWithdrawPassword: z.boolean(),
  /** While wrong withdrawal passwords lock withdrawals: until when (ms). */
  lockedUntil: z.number().nullable(),
  /** The member's real name (the payee name of two-factor): every holder name must equal it once set. */
  realName: z.string().nullable(),
  payoutOptions: z.object({
    banks: z.array(payoutBankSchema),
    eWallets: z.array(z.object({ code: z.string(), name: z.string() })),
    networks: z.array(z.enum(CRYPTO_NETWORKS)),
    /** Pix keys are offered (a BRL merchant). */
    pix: z.boolean(),
    /** The most accounts of one kind a member may bind. */
    maxAccountsPerKind: z.number().int().min(1),
  }),
});
export type WithdrawAccountInfo = z.infer<typeof withdrawAccountInfoSchema>;

export const withdrawalRecordSchema = z.object({
  id: z.string(),
  amount: amountSchema,
  fee: sumSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The payout account as it was at submit (masked). */
  account: payoutAccountSchema.pick({ kind: true, providerName: true, accountNumber: true }),
  createdAt: z.number(),
  completedAt: z.number().nullable(),
  /** Why staff rejected it: shown to the player. */
  reason: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const withdrawSubmitRequestSchema = z.object({
  accountId: z.number().int().positive(),
  amount: amountSchema,
  withdrawPassword: z.string().max(32),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawSubmitRequest = z.infer<typeof withdrawSubmitRequestSchema>;

export const withdrawPasswordSetRequestSchema = z.object({
  /** The member's login password: who sets the withdrawal password proves the account first. */
  loginPassword: z.string().max(128),
  withdrawPassword: z.string().max(32),
});

/** value of wallet.password.wrong: how many tries are left before withdrawals lock. */
export const withdrawPasswordWrongSchema = z.object({ triesLeft: z.number().int().min(0) });
/** value of wallet.password.locked: until when (ms). */
export const withdrawLockedSchema = z.object({ lockedUntil: z.number() });
/** value of wallet.amount.below / wallet.amount.above: the limit broken. */
export const amountLimitSchema = z.object({ limit: amountSchema });

// ---------- the merchant's settings (server-only: merchantSettingsSchema.wallet) ----------
/** A deposit channel as the merchant sets it: what the player sees, and how the money is paid in. */
export const depositChannelSettingSchema = depositChannelSchema.omit({ network: true }).extend({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'upper-case letters, digits and _'),
  name: z.string().min(1).max(64),
  enabled: z.boolean(),
  quickAmounts: z.array(amountSchema).max(8),
  fields: z.array(z.enum(DEPOSIT_CHANNEL_FIELDS)).default([]),
  /** ONLINE: the provider's payment page (https); empty: the reference server's demo provider. */
  paymentUrl: z.string().max(512).default(''),
  /** BANK_TRANSFER: the merchant's account the player pays into. */
  bankAccount: z
    .object({
      bankName: z.string().max(64),
      accountName: z.string().max(128),
      accountNumber: z.string().max(64),
    })
    .nullable()
    .default(null),
  /** QR: the merchant's payment code text, to which the deposit's reference and amount are added. */
  qrPayee: z.string().max(256).default(''),
  /** CRYPTO: the merchant's address, its network and the rate (minor units of the currency per coin). */
  crypto: z
    .object({
      network: z.enum(CRYPTO_NETWORKS),
      coin: z.string().max(16),
      address: z.string().max(128),
      rate: amountSchema,
    })
    .nullable()
    .default(null),
});
export type DepositChannelSetting = z.infer<typeof depositChannelSettingSchema>;

export const walletSettingsSchema = z.object({
  channels: z.array(depositChannelSettingSchema).max(30),
  bonuses: z.array(depositBonusSchema).max(20),
  /** Minutes a pending deposit waits for its money. */
  pendingMinutes: z.number().int().min(1).max(10_080),
  withdraw: z.object({
    minAmount: amountSchema,
    maxAmount: amountSchema,
    feeBasisPoints: z.number().int().min(0).max(10_000),
    /** Withdrawals a member may submit in a day (the merchant's time zone is UTC here), 0: none. */
    dailyCountLimit: z.number().int().min(0),
    dailyAmountLimit: sumSchema,
    /** Minutes withdrawals stay locked after WITHDRAW_PASSWORD_TRIES wrong passwords. */
    lockMinutes: z.number().int().min(1).max(10_080),
  }),
  payout: withdrawAccountInfoSchema.shape.payoutOptions,
  /**
   * The key the payment provider signs its notifications with (HMAC-SHA256). Server-only: whoever holds it
   * can credit deposits.
   */
  notifySecret: z.string().min(16).max(256),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
