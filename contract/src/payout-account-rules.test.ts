import { describe, expect, it } from 'vitest';
import {
  bankAccountProblem,
  cnpjValid,
  cpfValid,
  cryptoAddressProblem,
  eWalletNumberProblem,
  mobileNumberExample,
  normalizedAccountNumber,
  payoutAccountProblem,
  pixKeyProblem,
  sameHolderName,
  sha256,
  trc20AddressShape,
  trc20ChecksumValid,
  type PayoutOptions,
} from './payout-account-rules';

const BDO = { minLength: 10, maxLength: 12 };

describe('bankAccountProblem: digits only (grouping removed), within the bank length', () => {
  it.each([
    ['0012345678', null],
    ['001234567890', null],
    ['0012 3456 7890', null],
    ['0012-3456-78', null],
    ['', 'empty'],
    ['  ', 'empty'],
    ['001234567', 'length'],
    ['0012345678901', 'length'],
    ['00123456AB', 'format'],
    ['+0012345678', 'format'],
  ])('%j → %s', (number, problem) => {
    expect(bankAccountProblem(number, BDO)).toBe(problem);
  });
});

describe('eWalletNumberProblem: a mobile number of the merchant country', () => {
  it.each([
    ['09171234567', 'PH', null],
    ['0917 123 4567', 'PH', null],
    ['9171234567', 'PH', null],
    ['639171234567', 'PH', null],
    ['+63 917-123-4567', 'PH', null],
    ['', 'PH', 'empty'],
    ['0917123456', 'PH', 'format'],
    ['091712345678', 'PH', 'format'],
    ['08171234567', 'PH', 'format'],
    ['+6309171234567', 'PH', 'format'],
    ['+55 11 91234-5678', 'PH', 'format'],
    ['11912345678', 'BR', null],
    ['1133334444', 'BR', 'format'],
    ['9876543210', 'IN', null],
    ['+91 98765 43210', 'IN', null],
    ['5876543210', 'IN', 'format'],
    ['0912345678', 'VN', null],
    ['081234567890', 'ID', null],
    ['01712345678', 'BD', null],
    ['123456789', 'ZZ', null],
    ['12345', 'ZZ', 'format'],
  ])('%j in %s → %s', (number, country, problem) => {
    expect(eWalletNumberProblem(number, country)).toBe(problem);
  });

  it('each listed country example is one of its own numbers', () => {
    for (const country of ['PH', 'BR', 'IN', 'ID', 'VN', 'TH', 'MY', 'BD', 'PK']) {
      const example = mobileNumberExample(country);
      expect(example).not.toBeNull();
      expect(eWalletNumberProblem(example ?? '', country)).toBeNull();
    }
    expect(mobileNumberExample('ZZ')).toBeNull();
  });
});

describe('sha256: FIPS 180-4 test vectors', () => {
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const text = (ascii: string) => Uint8Array.from(ascii, (c) => c.charCodeAt(0));
  it.each([
    [text(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    [text('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      Uint8Array.from({ length: 200 }, (_, i) => (i * 7) % 256),
      'b531abd8dae7232c861ac9f50aff9952d29c8d4c3772551cc5bce5d39d2cd08d',
    ],
  ])('of %j', (message, digest) => {
    expect(hex(sha256(message))).toBe(digest);
  });
});

describe('TRC20 addresses: T and 33 base58 characters, with a base58check checksum', () => {
  it.each([
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', null],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', null],
    [' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ', null],
    ['', 'empty'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF', 'checksum'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbSLE', 'checksum'],
    ['tQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'format'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', 'format'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSEE', 'format'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0', 'format'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format'],
    ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'format'],
  ])('%j → %s', (address, problem) => {
    expect(cryptoAddressProblem(address, 'TRC20')).toBe(problem);
  });

  it('the shape alone passes an address whose checksum the full check refuses', () => {
    expect(trc20AddressShape('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(true);
    expect(trc20ChecksumValid('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(false);
  });
});

describe('Pix: CPF and CNPJ with both check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['123.456.789-09', true],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['529982247255', false],
  ])('CPF %s → %s', (cpf, valid) => {
    expect(cpfValid(cpf)).toBe(valid);
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.522.222/0001-90', true],
    ['00.000.000/0001-91', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-71', false],
    ['11.111.111/1111-11', false],
    ['1122233300018', false],
  ])('CNPJ %s → %s', (cnpj, valid) => {
    expect(cnpjValid(cnpj)).toBe(valid);
  });
});

describe('pixKeyProblem: each key type its own form', () => {
  it.each([
    ['CPF', '529.982.247-25', null],
    ['CPF', '529.982.247-24', 'checksum'],
    ['CPF', '529.982.247', 'length'],
    ['CNPJ', '11.222.333/0001-81', null],
    ['CNPJ', '11.222.333/0001-82', 'checksum'],
    ['CNPJ', '52998224725', 'length'],
    ['EMAIL', 'jogador@exemplo.com.br', null],
    ['EMAIL', 'jogador@exemplo', 'format'],
    ['EMAIL', 'jo gador@exemplo.com', 'format'],
    ['EMAIL', `${'a'.repeat(70)}@ex.com`, null],
    ['EMAIL', `${'a'.repeat(71)}@ex.com`, 'format'],
    ['PHONE', '+55 11 91234-5678', null],
    ['PHONE', '(11) 3333-4444', null],
    ['PHONE', '5511912345678', null],
    ['PHONE', '+1 415 555 2671', 'format'],
    ['PHONE', '01 91234-5678', 'format'],
    ['PHONE', '11 1234', 'format'],
    ['RANDOM', '123e4567-e89b-42d3-a456-426614174000', null],
    ['RANDOM', '123E4567-E89B-42D3-A456-426614174000', null],
    ['RANDOM', '123e4567-e89b-12d3-a456-426614174000', 'format'],
    ['RANDOM', '123e4567e89b42d3a456426614174000', 'format'],
    ['RANDOM', '', 'empty'],
  ] as const)('%s %j → %s', (type, key, problem) => {
    expect(pixKeyProblem(type, key)).toBe(problem);
  });
});

const OPTIONS: PayoutOptions = {
  banks: [{ code: 'BDO', name: 'BDO Unibank', ...BDO }],
  eWallets: [{ code: 'GCASH', name: 'GCash' }],
  networks: ['TRC20'],
  pix: false,
};

describe('payoutAccountProblem: a provider the merchant offers for the kind, and a number of that provider', () => {
  it.each([
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '0012345678' }, OPTIONS, null],
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '12345' }, OPTIONS, 'length'],
    [{ kind: 'BANK_CARD', provider: 'BPI', accountNumber: '0012345678' }, OPTIONS, 'provider'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '09171234567' }, OPTIONS, null],
    [{ kind: 'E_WALLET', provider: 'MAYA', accountNumber: '09171234567' }, OPTIONS, 'provider'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '12345' }, OPTIONS, 'format'],
    [
      { kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      OPTIONS,
      null,
    ],
    [
      { kind: 'VIRTUAL_WALLET', provider: 'ERC20', accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      OPTIONS,
      'provider',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', accountNumber: '52998224725', pixKeyType: 'CPF' },
      OPTIONS,
      'provider',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', accountNumber: '52998224725', pixKeyType: 'CPF' },
      { ...OPTIONS, pix: true },
      null,
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', accountNumber: '52998224725' },
      { ...OPTIONS, pix: true },
      'provider',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', accountNumber: '52998224724', pixKeyType: 'CPF' },
      { ...OPTIONS, pix: true },
      'checksum',
    ],
  ] as const)('%j → %s', (account, options, problem) => {
    expect(payoutAccountProblem(account, options, 'PH')).toBe(problem);
  });
});

describe('normalizedAccountNumber: one stored form, so the same account typed two ways is a duplicate', () => {
  it.each([
    [{ kind: 'BANK_CARD', provider: 'BDO', accountNumber: '0012 3456-7890' }, '001234567890'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '0917 123 4567' }, '+639171234567'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '+63 917 123 4567' }, '+639171234567'],
    [{ kind: 'E_WALLET', provider: 'GCASH', accountNumber: '639171234567' }, '+639171234567'],
    [
      { kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: ' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE ' },
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'CPF', accountNumber: '529.982.247-25' },
      '52998224725',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'CNPJ', accountNumber: '11.222.333/0001-81' },
      '11222333000181',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'EMAIL', accountNumber: ' Jogador@Exemplo.com ' },
      'jogador@exemplo.com',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'PHONE', accountNumber: '(11) 91234-5678' },
      '+5511912345678',
    ],
    [
      { kind: 'BANK_CARD', provider: 'PIX', pixKeyType: 'PHONE', accountNumber: '+55 11 91234 5678' },
      '+5511912345678',
    ],
    [
      {
        kind: 'BANK_CARD',
        provider: 'PIX',
        pixKeyType: 'RANDOM',
        accountNumber: '123E4567-E89B-42D3-A456-426614174000',
      },
      '123e4567-e89b-42d3-a456-426614174000',
    ],
  ] as const)('%j → %s', (account, normalized) => {
    expect(normalizedAccountNumber(account, 'PH')).toBe(normalized);
  });
});

describe('sameHolderName: letter case and spaces do not count, accents do', () => {
  it.each([
    ['Juan Dela Cruz', 'juan dela cruz', true],
    ['Juan Dela Cruz', '  JUAN  DELA CRUZ ', true],
    ['Juan Dela Cruz', 'Juan DelaCruz', true],
    ['José Rizal', 'jose rizal', false],
    ['José Rizal', 'Jose\u0301 Rizal', true],
    ['Juan Dela Cruz', 'Juan De La Cruz Jr', false],
    ['Nguyễn Văn An', 'NGUYỄN VĂN AN', true],
  ])('%j and %j → %s', (a, b, same) => {
    expect(sameHolderName(a, b)).toBe(same);
  });
});
