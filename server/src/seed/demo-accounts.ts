import { DEMO_DEFAULT_MOBILE_PASSWORD, DEMO_MERCHANT } from '@app/contract/default-settings';

/** The demo accounts seeded on DEMO (printed by main.ts and the README). */
export interface DemoAccount {
  merchant: string;
  username: string;
  password: string;
  /** Member type: 0 member, 1 agent, 4 restricted. */
  type: number;
  description: string;
  mobile?: string;
  email?: string;
  payeeName?: string;
  /** Base32 TOTP secret (authenticator app). */
  totpSecret?: string;
  /** Login from an IP not yet verified answers login_verify_required. */
  verifyNewIp?: boolean;
  /** The password is the merchant's default mobile password. */
  passwordIsDefault?: boolean;
  /** A wallet seeded with the account, so the download prompts that count show for it. */
  wallet?: DemoWallet;
}

export interface DemoWallet {
  /** Registered this many days before the seed (reg_days). */
  registeredDaysAgo: number;
  /** Minor units (centavos) the wallet opens with: a staff adjustment, so it counts as no deposit. */
  openingBalance: number;
  /** Deposits credited, then withdrawals paid, in the days after the registration (minor units). */
  deposits: readonly number[];
  withdrawals: readonly number[];
  /** Bank cards: the first one's holder name becomes the member's real name, which every other must equal. */
  bankCards: readonly { provider: string; accountNumber: string; holderName: string }[];
  /** Six digits: the withdrawal page asks for it. */
  withdrawPassword: string;
}

export const DEMO_PASSWORD = 'Demo@2026';
/** demo_wallet's withdrawal password. */
export const DEMO_WITHDRAW_PASSWORD = '123456';
/** TOTP secret of demo_2fa (any RFC 6238 authenticator accepts it). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_member',
    password: DEMO_PASSWORD,
    type: 0,
    description: 'normal member',
  },
  { merchant: DEMO_MERCHANT, username: 'demo_agent', password: DEMO_PASSWORD, type: 1, description: 'agent' },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_restricted',
    password: DEMO_PASSWORD,
    type: 4,
    description: 'restricted member (no chat, no language sync)',
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_default_pw',
    password: DEMO_DEFAULT_MOBILE_PASSWORD,
    type: 0,
    description: 'password is the default mobile password: login routes to change password',
    mobile: '+639170000001',
    passwordIsDefault: true,
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_2fa',
    password: DEMO_PASSWORD,
    type: 0,
    description: `two-factor from a new IP (email demo_2fa@demo-casino.example, payee Juan Dela Cruz, TOTP secret ${DEMO_TOTP_SECRET}, SMS to +639170000002)`,
    mobile: '+639170000002',
    email: 'demo_2fa@demo-casino.example',
    payeeName: 'Juan Dela Cruz',
    totpSecret: DEMO_TOTP_SECRET,
    verifyNewIp: true,
  },
  {
    merchant: DEMO_MERCHANT,
    username: 'demo_wallet',
    password: DEMO_PASSWORD,
    type: 0,
    // demo_member has an empty wallet (first_deposit, first_withdraw, bind_card); this one shows the counted prompts
    // and withdraws at once.
    description: `balance to withdraw, a BDO card, withdrawal password ${DEMO_WITHDRAW_PASSWORD}; registered 30 days ago, 3 deposits, 3 withdrawals (download prompts)`,
    wallet: {
      registeredDaysAgo: 30,
      openingBalance: 5_000_00,
      deposits: [500_00, 1_000_00, 250_00],
      withdrawals: [200_00, 300_00, 150_00],
      bankCards: [{ provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Maria Santos' }],
      withdrawPassword: DEMO_WITHDRAW_PASSWORD,
    },
  },
];
