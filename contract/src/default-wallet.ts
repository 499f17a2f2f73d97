import type { WalletSettings } from './wallet';

/**
 * The demo merchant's money (PHP, in centavos): two e-wallets paid on the demo provider's page, a bank transfer,
 * a QR payment and USDT on TRC20, each approved by staff; a first-deposit bonus; payout to Philippine banks,
 * e-wallets and TRC20 addresses.
 */
export function defaultWalletSettings(): WalletSettings {
  const online = (code: string, name: string) => ({
    code,
    kind: 'ONLINE' as const,
    name,
    enabled: true,
    minAmount: 100_00,
    maxAmount: 50_000_00,
    quickAmounts: [100_00, 300_00, 500_00, 1_000_00, 3_000_00, 5_000_00],
    feeBasisPoints: 0,
    expectedMinutes: 0,
    fields: [],
    paymentUrl: '',
    bankAccount: null,
    qrPayee: '',
    crypto: null,
  });
  return {
    channels: [
      online('GCASH', 'GCash'),
      online('MAYA', 'Maya'),
      {
        ...online('BANK', 'Bank transfer'),
        kind: 'BANK_TRANSFER',
        minAmount: 500_00,
        maxAmount: 200_000_00,
        quickAmounts: [500_00, 1_000_00, 5_000_00, 10_000_00],
        expectedMinutes: 30,
        fields: ['payerName'],
        bankAccount: {
          bankName: 'BDO Unibank',
          accountName: 'Demo Casino Inc.',
          accountNumber: '0012 3456 7890',
        },
      },
      {
        ...online('QRPH', 'QR Ph'),
        kind: 'QR',
        feeBasisPoints: 100,
        expectedMinutes: 10,
        qrPayee: '00020101021228560011ph.ppmi.p2m0111DEMOPHM2XXX0315DEMOCASINO',
      },
      {
        ...online('USDT', 'USDT'),
        kind: 'CRYPTO',
        minAmount: 1_000_00,
        maxAmount: 500_000_00,
        quickAmounts: [1_000_00, 5_000_00, 10_000_00],
        expectedMinutes: 15,
        crypto: {
          network: 'TRC20',
          coin: 'USDT',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          rate: 58_00,
        },
      },
    ],
    bonuses: [
      {
        id: 'WELCOME100',
        title: 'Welcome bonus 100%',
        basisPoints: 10_000,
        maxBonus: 2_000_00,
        minDeposit: 300_00,
        firstDepositOnly: true,
        turnoverMultiplier: 5,
      },
    ],
    pendingMinutes: 30,
    withdraw: {
      minAmount: 100_00,
      maxAmount: 50_000_00,
      feeBasisPoints: 0,
      dailyCountLimit: 5,
      dailyAmountLimit: 100_000_00,
      lockMinutes: 30,
    },
    payout: {
      banks: [
        { code: 'BDO', name: 'BDO Unibank', minLength: 10, maxLength: 12 },
        { code: 'BPI', name: 'BPI', minLength: 10, maxLength: 10 },
        { code: 'MBTC', name: 'Metrobank', minLength: 13, maxLength: 13 },
        { code: 'UBP', name: 'UnionBank', minLength: 12, maxLength: 12 },
      ],
      eWallets: [
        { code: 'GCASH', name: 'GCash' },
        { code: 'MAYA', name: 'Maya' },
      ],
      networks: ['TRC20'],
      pix: false,
      maxAccountsPerKind: 3,
    },
    notifySecret: 'demo-notify-secret-change-me-0123456789',
  };
}
