import { formatPhone, MOBILE_RULE } from './credentials';
import type { CryptoNetwork, PayoutBank, PayoutKind, PixKeyType, WithdrawAccountInfo } from './wallet';

/**
 * What a payout account's number, key or address must be (signed-in §2 gives /m/securityCenter/addBankCard and
 * addBankCardPix purpose only, so these rules are the contract's). The web checks with them before it sends and
 * the server with them before it stores, so the two agree; the normalised form is what the server stores and
 * compares for duplicates. Pure and zod-free: the browser imports it at run time.
 */

/**
 * Why a number, key or address is refused: nothing typed, a character or form it cannot have, a length its bank
 * does not use, a check digit or checksum that does not match (a typo), or a bank, wallet or network not offered.
 */
export type AccountProblem = 'empty' | 'format' | 'length' | 'checksum' | 'provider';

/** Spaces, dashes, dots, slashes and brackets players type to group digits; no number holds them. */
const GROUPING = /[\s\-./()]/g;
const digitsOf = (text: string): string => text.replace(GROUPING, '');

// ---------- bank accounts ----------

/** A bank account number: digits (grouping removed) within the bank's own lengths. */
export function bankAccountProblem(
  number: string,
  bank: Pick<PayoutBank, 'minLength' | 'maxLength'>,
): AccountProblem | null {
  const digits = digitsOf(number);
  if (!digits) return 'empty';
  if (!/^\d+$/.test(digits)) return 'format';
  return digits.length < bank.minLength || digits.length > bank.maxLength ? 'length' : null;
}

// ---------- e-wallet mobile numbers ----------

/**
 * Mobile numbers by country: the dialling code, the national number without its leading 0 (the trunk prefix
 * every country here uses), and an example as the player writes it. A country not listed takes any number
 * registration takes (MOBILE_RULE).
 */
const MOBILE_FORMATS: Readonly<Record<string, { dialingCode: string; national: RegExp; example: string }>> = {
  PH: { dialingCode: '63', national: /^9\d{9}$/, example: '09171234567' },
  BR: { dialingCode: '55', national: /^[1-9]{2}9\d{8}$/, example: '11912345678' },
  IN: { dialingCode: '91', national: /^[6-9]\d{9}$/, example: '9876543210' },
  ID: { dialingCode: '62', national: /^8\d{8,11}$/, example: '081234567890' },
  VN: { dialingCode: '84', national: /^[35789]\d{8}$/, example: '0912345678' },
  TH: { dialingCode: '66', national: /^[689]\d{8}$/, example: '0812345678' },
  MY: { dialingCode: '60', national: /^1\d{8,9}$/, example: '0123456789' },
  BD: { dialingCode: '880', national: /^1[3-9]\d{8}$/, example: '01712345678' },
  PK: { dialingCode: '92', national: /^3\d{9}$/, example: '03001234567' },
};

/** A mobile number as a player of this country writes it, for the field's hint; null for a country not listed. */
export const mobileNumberExample = (countryCode: string): string | null =>
  MOBILE_FORMATS[countryCode]?.example ?? null;

/**
 * A mobile number in international form ('+' and dialling code, as formatPhone writes phone numbers) whatever
 * way the player wrote it (PH: 09171234567, 9171234567, 639171234567, +63 917 123 4567), or null when it is
 * not one of the country's. The digits alone for a country not listed.
 */
function mobileNumber(number: string, countryCode: string): string | null {
  const typed = digitsOf(number);
  const format = MOBILE_FORMATS[countryCode];
  if (!format) return MOBILE_RULE.pattern.test(typed.replace(/^\+/, '')) ? typed.replace(/^\+/, '') : null;
  const { dialingCode, national } = format;
  const readings = typed.startsWith('+')
    ? [typed.startsWith(`+${dialingCode}`) ? typed.slice(dialingCode.length + 1) : '']
    : [
        typed.startsWith(dialingCode) ? typed.slice(dialingCode.length) : '',
        typed.startsWith('0') ? typed.slice(1) : '',
        typed,
      ];
  const nationalNumber = readings.find((reading) => national.test(reading));
  return nationalNumber === undefined ? null : formatPhone(dialingCode, nationalNumber);
}

/** An e-wallet's number: a mobile number of the merchant's country. */
export function eWalletNumberProblem(number: string, countryCode: string): AccountProblem | null {
  if (!digitsOf(number)) return 'empty';
  return mobileNumber(number, countryCode) === null ? 'format' : null;
}

// ---------- crypto addresses ----------

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON (TRC20) address's shape: T and 33 more base58 characters (no 0, O, I or l), 34 in all. */
export const trc20AddressShape = (address: string): boolean =>
  /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address.trim());

/** Base58 text as bytes (each leading '1' a zero byte), or null for a character base58 does not use. */
function base58Bytes(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let i = 0; text[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** The 64 round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const SHA256_K = (() => {
  const primes: number[] = [];
  for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  return primes.map((p) => ((Math.cbrt(p) % 1) * 2 ** 32) >>> 0);
})();

/**
 * SHA-256 (FIPS 180-4) of a few bytes, pure so that the browser checks an address's checksum the way the server
 * does without crypto.subtle (a promise, and only in a secure context, which a merchant on plain http is not).
 */
export function sha256(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor(message.length / 2 ** 29));
  view.setUint32(length - 4, (message.length * 8) >>> 0);
  const hash = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ];
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 64; i++) {
      if (i < 16) w[i] = view.getUint32(block + i * 4);
      else {
        const a = w[i - 15] ?? 0;
        const b = w[i - 2] ?? 0;
        const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
        const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
        w[i] = (w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1;
      }
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 =
        h +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        (SHA256_K[i] ?? 0) +
        (w[i] ?? 0);
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (hash[i] = ((hash[i] ?? 0) + value) | 0));
  }
  const out = new DataView(new ArrayBuffer(32));
  hash.forEach((value, i) => out.setUint32(i * 4, value));
  return new Uint8Array(out.buffer);
}

/**
 * A TRON address's base58check: 25 bytes, the version byte 0x41, the 20-byte account, and the first 4 bytes of
 * SHA-256 twice over the 21 before them. A typo in an address of the right shape fails it.
 */
export function trc20ChecksumValid(address: string): boolean {
  const bytes = base58Bytes(address.trim());
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((byte, i) => byte === bytes[21 + i]);
}

/** A crypto address on its network (TRC20: its shape, then its checksum). */
export function cryptoAddressProblem(address: string, network: CryptoNetwork): AccountProblem | null {
  if (!address.trim()) return 'empty';
  switch (network) {
    case 'TRC20':
      if (!trc20AddressShape(address)) return 'format';
      return trc20ChecksumValid(address) ? null : 'checksum';
  }
}

// ---------- Pix keys (Brazil) ----------

/** A CPF or CNPJ check digit: the weighted sum of the digits before it, modulo 11 (below 2: 0). */
const checkDigit = (digits: readonly number[], weights: readonly number[]): number => {
  const rest = digits.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const checkDigitsMatch = (text: string, length: number, weights: readonly number[]): boolean => {
  const plain = digitsOf(text);
  if (!new RegExp(`^\\d{${length}}$`).test(plain) || /^(\d)\1*$/.test(plain)) return false;
  const digits = [...plain].map(Number);
  const first = checkDigit(digits.slice(0, length - 2), weights.slice(1));
  const second = checkDigit(digits.slice(0, length - 1), weights);
  return digits[length - 2] === first && digits[length - 1] === second;
};

/** A CPF (a person's tax number): 11 digits, both check digits right, not one digit repeated (000.000.000-00). */
export const cpfValid = (cpf: string): boolean => checkDigitsMatch(cpf, 11, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);

/** A CNPJ (a company's tax number): 14 digits with both check digits right. */
export const cnpjValid = (cnpj: string): boolean =>
  checkDigitsMatch(cnpj, 14, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);

/** Pix limits an e-mail key to 77 characters. */
const PIX_EMAIL = /^(?=.{3,77}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** +55, a two-digit area code (no 0) and an 8-digit landline or 9-digit mobile number. */
const PIX_PHONE = /^[1-9]{2}\d{8,9}$/;
/** A random key (chave aleatória): a UUID v4. */
const PIX_RANDOM = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A Pix phone key's national digits whether or not the player typed +55, or null. */
const pixPhoneDigits = (key: string): string | null => {
  const typed = digitsOf(key);
  const national = typed.startsWith('+55') ? typed.slice(3) : typed;
  if (PIX_PHONE.test(national)) return national;
  return !typed.startsWith('+') && typed.startsWith('55') && PIX_PHONE.test(typed.slice(2))
    ? typed.slice(2)
    : null;
};

/** A Pix key of its type. */
export function pixKeyProblem(type: PixKeyType, key: string): AccountProblem | null {
  if (!key.trim()) return 'empty';
  switch (type) {
    case 'CPF':
      return digitsOf(key).length !== 11 ? 'length' : cpfValid(key) ? null : 'checksum';
    case 'CNPJ':
      return digitsOf(key).length !== 14 ? 'length' : cnpjValid(key) ? null : 'checksum';
    case 'EMAIL':
      return PIX_EMAIL.test(key.trim()) ? null : 'format';
    case 'PHONE':
      return pixPhoneDigits(key) === null ? 'format' : null;
    case 'RANDOM':
      return PIX_RANDOM.test(key.trim().toLowerCase()) ? null : 'format';
  }
}

// ---------- an account as a whole ----------

/** The provider code of a Pix key, bound as a bank card (contract/src/wallet.ts). */
export const PIX_PROVIDER = 'PIX';

export interface PayoutAccountInput {
  kind: PayoutKind;
  provider: string;
  accountNumber: string;
  pixKeyType?: PixKeyType | undefined;
}

export type PayoutOptions = Pick<
  WithdrawAccountInfo['payoutOptions'],
  'banks' | 'eWallets' | 'networks' | 'pix'
>;

/**
 * What is wrong with an account to add, or null: its provider must be one the merchant offers for its kind, and
 * its number, key or address must be one of that provider's. The e-wallet number is the country's mobile number.
 */
export function payoutAccountProblem(
  account: PayoutAccountInput,
  options: PayoutOptions,
  countryCode: string,
): AccountProblem | null {
  const { kind, provider, accountNumber, pixKeyType } = account;
  switch (kind) {
    case 'BANK_CARD': {
      if (provider === PIX_PROVIDER) {
        return options.pix && pixKeyType ? pixKeyProblem(pixKeyType, accountNumber) : 'provider';
      }
      const bank = options.banks.find((b) => b.code === provider);
      return bank ? bankAccountProblem(accountNumber, bank) : 'provider';
    }
    case 'E_WALLET':
      return options.eWallets.some((w) => w.code === provider)
        ? eWalletNumberProblem(accountNumber, countryCode)
        : 'provider';
    case 'VIRTUAL_WALLET': {
      const network = options.networks.find((n) => n === provider);
      return network ? cryptoAddressProblem(accountNumber, network) : 'provider';
    }
  }
}

/**
 * The one form of a valid account's number, key or address, which the server stores and compares for
 * duplicates: digits only for a bank account, CPF and CNPJ; the international form of a mobile number and a Pix
 * phone key (+55…); an e-mail or random key in lower case; an address as typed (base58 is case-sensitive).
 */
export function normalizedAccountNumber(account: PayoutAccountInput, countryCode: string): string {
  const { kind, provider, accountNumber, pixKeyType } = account;
  const trimmed = accountNumber.trim();
  if (kind === 'VIRTUAL_WALLET') return trimmed;
  if (kind === 'E_WALLET') return mobileNumber(trimmed, countryCode) ?? digitsOf(trimmed);
  if (provider !== PIX_PROVIDER) return digitsOf(trimmed);
  switch (pixKeyType) {
    case 'EMAIL':
    case 'RANDOM':
      return trimmed.toLowerCase();
    case 'PHONE': {
      const national = pixPhoneDigits(trimmed);
      return national === null ? digitsOf(trimmed) : formatPhone('55', national);
    }
    default:
      return digitsOf(trimmed);
  }
}

/**
 * Whether a holder name is the member's real name (the payee name of two-factor): letter case and spaces do not
 * count, accents do (José is not Jose). Both are read in Unicode's composed form, so an accent typed as a
 * separate mark is the same letter.
 */
export const sameHolderName = (a: string, b: string): boolean => {
  const plain = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();
  return plain(a) === plain(b);
};
