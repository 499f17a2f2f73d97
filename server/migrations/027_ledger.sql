-- The money pages on a ledger (services/ledger.ts). Every change of a member's money is a row of
-- ledger_entries; wallets keeps each member's balance and the part held by pending withdrawals in step with
-- them, in the same transaction, so that balance = SUM(amount_minor) and held = SUM(held_minor) of the member's
-- entries. Amounts are integers of minor units. The CHECKs are the last guard: an update that would overdraw
-- fails in the database, whatever process sent it.
CREATE TABLE wallets (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  held_minor INTEGER NOT NULL DEFAULT 0 CHECK (held_minor >= 0),
  updated_at INTEGER NOT NULL
);

-- A deposit: its channel as it was at submit, the amount, fee and bonus, and how it ends. One per member and
-- idempotency key (a retry answers the same row); request_hash tells a retry from another request with the key.
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  channel_code TEXT NOT NULL,
  channel_kind TEXT NOT NULL CHECK (channel_kind IN ('ONLINE', 'BANK_TRANSFER', 'QR', 'CRYPTO')),
  channel_name TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  bonus_id TEXT,
  bonus_minor INTEGER NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED')),
  idempotency_key TEXT,
  request_hash TEXT,
  -- The code the player quotes (bank transfer note, QR) and the provider echoes.
  reference TEXT NOT NULL UNIQUE,
  payer_name TEXT,
  -- JSON: how to pay, as answered at submit (contract/src/wallet.ts depositInstructionSchema).
  instruction TEXT,
  reason TEXT,
  -- 1 when the money arrived after the deposit had expired (a late notification): credited once all the same.
  late INTEGER NOT NULL DEFAULT 0,
  -- 1 when this was the member's first successful deposit (the firstDeposit tracking event).
  first_deposit INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  completed_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposits_member ON deposits (member_id, status, id);
CREATE INDEX deposits_pending ON deposits (expires_at) WHERE status = 'PENDING';

-- Every notification a payment provider sent, whatever became of it; (merchant, notification_id) is unique, so a
-- replayed one is refused by the database.
CREATE TABLE payment_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL,
  notification_id TEXT NOT NULL,
  deposit_id INTEGER REFERENCES deposits (id),
  status TEXT NOT NULL,
  outcome TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  UNIQUE (merchant, notification_id)
);

-- The payout account as bound: the whole number sealed with the server key (services/wallet.ts: for the
-- payout, never answered), a keyed fingerprint of the normalised number (a duplicate is found without the
-- number), the provider's name, the Pix key type, and removal (a removed account stays for its withdrawals).
ALTER TABLE payout_accounts ADD COLUMN provider_name TEXT NOT NULL DEFAULT '';
ALTER TABLE payout_accounts ADD COLUMN pix_key_type TEXT;
ALTER TABLE payout_accounts ADD COLUMN account_sealed TEXT;
ALTER TABLE payout_accounts ADD COLUMN fingerprint TEXT;
ALTER TABLE payout_accounts ADD COLUMN removed_at INTEGER;
UPDATE payout_accounts SET provider_name = provider;
CREATE UNIQUE INDEX payout_accounts_fingerprint ON payout_accounts (member_id, kind, fingerprint)
  WHERE removed_at IS NULL AND fingerprint IS NOT NULL;

-- A withdrawal: the payout account as it was at submit (masked), the amount held and the fee, and how staff
-- ended it. One per member and idempotency key, as for deposits.
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  payout_account_id INTEGER REFERENCES payout_accounts (id),
  account_kind TEXT NOT NULL,
  account_provider_name TEXT NOT NULL,
  account_masked TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
  idempotency_key TEXT,
  request_hash TEXT,
  reason TEXT,
  created_at INTEGER NOT NULL,
  completed_at INTEGER,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, status, id);
CREATE INDEX withdrawals_day ON withdrawals (member_id, created_at);

-- The withdrawal password (scrypt, crypto/password.ts) and its wrong tries: the count and the lock are
-- conditional updates of this row.
CREATE TABLE withdraw_passwords (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  password_hash TEXT NOT NULL,
  failed_tries INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  updated_at INTEGER NOT NULL
);

CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN
    ('DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAID', 'ADJUSTMENT')),
  -- What the entry does to the balance (signed) and to the held part (signed).
  amount_minor INTEGER NOT NULL,
  held_minor INTEGER NOT NULL DEFAULT 0,
  deposit_id INTEGER REFERENCES deposits (id),
  withdrawal_id INTEGER REFERENCES withdrawals (id),
  note TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_entries_member ON ledger_entries (member_id, id);

-- The records the admin API wrote before the ledger (wallet_transactions, migration 019) carry over, so that the
-- download prompts' counts stay: deposits as deposits of a LEGACY channel, withdrawals as withdrawals, each
-- SUCCESS one with its ledger entries.
INSERT INTO deposits (public_id, merchant, member_id, channel_code, channel_kind, channel_name, amount_minor,
    status, reference, created_at, expires_at, completed_at)
  SELECT 'L' || t.id, m.merchant, t.member_id, 'LEGACY', 'BANK_TRANSFER', 'Legacy', t.amount_minor,
    CASE t.status WHEN 'PENDING' THEN 'EXPIRED' ELSE t.status END, 'L' || t.id, t.created_at, t.created_at,
    CASE t.status WHEN 'SUCCESS' THEN t.created_at END
  FROM wallet_transactions t JOIN members m ON m.id = t.member_id WHERE t.kind = 'DEPOSIT';
INSERT INTO ledger_entries (member_id, kind, amount_minor, deposit_id, note, created_at)
  SELECT member_id, 'DEPOSIT', amount_minor, id, 'legacy', created_at FROM deposits
  WHERE channel_code = 'LEGACY' AND status = 'SUCCESS';
INSERT INTO withdrawals (public_id, merchant, member_id, account_kind, account_provider_name, account_masked,
    amount_minor, status, created_at, completed_at)
  SELECT 'L' || t.id, m.merchant, t.member_id, 'BANK_CARD', 'Legacy', '', t.amount_minor,
    CASE t.status WHEN 'SUCCESS' THEN 'PAID' ELSE 'REJECTED' END, t.created_at, t.created_at
  FROM wallet_transactions t JOIN members m ON m.id = t.member_id WHERE t.kind = 'WITHDRAWAL';
INSERT INTO ledger_entries (member_id, kind, amount_minor, held_minor, withdrawal_id, note, created_at)
  SELECT member_id, 'WITHDRAWAL_HOLD', -amount_minor, amount_minor, id, 'legacy', created_at FROM withdrawals
  WHERE public_id LIKE 'L%' AND status = 'PAID';
INSERT INTO ledger_entries (member_id, kind, amount_minor, held_minor, withdrawal_id, note, created_at)
  SELECT member_id, 'WITHDRAWAL_PAID', 0, -amount_minor, id, 'legacy', created_at FROM withdrawals
  WHERE public_id LIKE 'L%' AND status = 'PAID';
-- A legacy withdrawal without a deposit to cover it would leave a negative balance: an opening adjustment
-- brings the member to zero, so that the ledger's sum and the wallet agree from the first row.
INSERT INTO ledger_entries (member_id, kind, amount_minor, note, created_at)
  SELECT member_id, 'ADJUSTMENT', -SUM(amount_minor), 'legacy opening balance', MAX(created_at)
  FROM ledger_entries GROUP BY member_id HAVING SUM(amount_minor) < 0;
INSERT INTO wallets (member_id, balance_minor, held_minor, updated_at)
  SELECT member_id, SUM(amount_minor), SUM(held_minor), MAX(created_at) FROM ledger_entries GROUP BY member_id;
DROP TABLE wallet_transactions;
