-- The member's wallet behind the download prompts' counts (issue 10 §6; MCSFE_getWithdrawAccountInfo answers
-- from it, services/wallet.ts). Deposits and withdrawals share one table (kind): the rules count the SUCCESS
-- ones. Amounts are in minor units (cents), never floating point.
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  status TEXT NOT NULL CHECK (status IN ('SUCCESS', 'PENDING', 'FAILED')),
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transactions_member ON wallet_transactions (member_id, kind, status);

-- Where a member withdraws to: bank cards, e-wallets and virtual (crypto) wallets. The account number is
-- personal data: only its masked form is stored (the last few characters), never the whole number.
-- provider is the bank's, the e-wallet's or the network's name.
CREATE TABLE payout_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('BANK_CARD', 'E_WALLET', 'VIRTUAL_WALLET')),
  provider TEXT NOT NULL,
  account_masked TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id, kind);
