import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { endpoints } from '@app/contract/endpoints';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { DepositRecord, PayoutAccount, WithdrawalRecord } from '@app/contract/wallet';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordsPage, StaffDeposit } from './services/deposits';
import type { WalletSums } from './services/ledger';
import { LOGIN_THROTTLE } from './services/throttle';
import type { StaffWithdrawal } from './services/withdrawals';
import type { ClientRequest } from './testing/client-calls';
import { encryptLikeClient } from './testing/client-encrypt';
import { startServerProcesses, type ServerProcess, type ServerProcesses } from './testing/server-processes';
import { TEST_DATABASE_URL } from './testing/test-database';

// Each guarantee, attacked through two server processes on one PostgreSQL: what one process remembers, the other
// must know, so it is held by the database. On SQLite (one process, the default) the file is skipped.

const PASSWORD = 'Cross@2026';
const PIN = '246810';
const CARD = { kind: 'BANK_CARD', provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Ana Reyes' };
const SLOT_LAUNCH = { gameCode: 'DRAGON_GOLD', hasLobby: false, timeout: 10_000, backUrl: '/m/home' };

/** Starting two processes (tsx, migrations, the demo seed) takes seconds, more on a busy machine. */
const START_MS = 120_000;
/**
 * 50 withdrawals check the withdrawal password at the production scrypt cost (the processes run as `npm start`
 * does) on cores the whole suite shares.
 */
const RACE_MS = 60_000;

describe.runIf(TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let p: ServerProcesses;
  beforeAll(async () => {
    p = await startServerProcesses();
  }, START_MS);
  afterAll(() => p?.stop(), START_MS);
  afterEach(() => {
    // Whatever a test sent to either process, no answer was a server error.
    expect(p.serverErrors.splice(0)).toEqual([]);
  });

  /** The request at `index` goes to A when even, to B when odd. */
  const alternate = (index: number): ServerProcess => (index % 2 === 0 ? p.a : p.b);

  /** A new member of DEMO, past the first login's welcome (which is not what these tests are about). */
  const member = async (username: string) => {
    const created = await p.a.admin('POST', '/admin/members', {
      username,
      password: PASSWORD,
      firstLoginDone: true,
    });
    expect(created.body.success, created.body.message ?? '').toBe(true);
  };

  it('an encrypted login captured on A and replayed to B is refused: encryption.replayed', async () => {
    await member('replay_me');
    const key = await p.a.rsaKey();
    const capture = (): ClientRequest => {
      const post = encryptLikeClient(key.rsaKey, key.RSA, {
        username: 'replay_me',
        password: PASSWORD,
        type: 'username',
      });
      return {
        method: 'POST',
        url: endpoints.login.path,
        headers: { merchant: DEMO_MERCHANT, ...post.headers },
        payload: post.body,
      };
    };
    const post = capture();
    const original = await p.a.request<{ token: string }>(post);
    expect(original.body).toMatchObject({ success: true, errorCode: null });
    const replayed = await p.b.request(post);
    expect(replayed.status).toBe(400);
    expect(replayed.body.errorCode).toBe(CONTRACT_ERROR.encryptionReplayed);

    // Sent to both at the same moment: one opens it, the other refuses it.
    const race = capture();
    const answers = await Promise.all([p.a.request(race), p.b.request(race)]);
    expect(answers.map((a) => a.body.errorCode)).toEqual(
      expect.arrayContaining([null, CONTRACT_ERROR.encryptionReplayed]),
    );
  });

  it('a lockout reached through A holds on B: the right password is refused there too', async () => {
    await member('lock_across');
    const login = (via: ServerProcess, password: string) =>
      via.postEncrypted(endpoints.login.path, { username: 'lock_across', password, type: 'username' });
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i++) {
      expect((await login(p.a, 'Wrong@2026')).body.errorCode).toBe('login.cred.err');
    }
    const onB = await login(p.b, PASSWORD);
    expect(onB.status).toBe(429);
    expect(onB.body).toMatchObject({ success: false, errorCode: CONTRACT_ERROR.loginThrottled });
    expect((await login(p.a, PASSWORD)).body.errorCode).toBe(CONTRACT_ERROR.loginThrottled);
  });

  it(
    '50 parallel withdrawals of the whole balance over A and B: exactly 1 is held, 49 refused',
    async () => {
      const balance = 1_000_00;
      await member('wd_across');
      const deposit = await p.a.admin('POST', '/admin/members/wd_across/deposits', { amount: balance });
      expect(deposit.body.success).toBe(true);
      const token = await p.b.login('wd_across', PASSWORD);
      const auth = { authorization: token };
      const pin = await p.a.postEncrypted(
        endpoints.withdrawPasswordSet.path,
        { loginPassword: PASSWORD, withdrawPassword: PIN },
        auth,
      );
      expect(pin.body.success).toBe(true);
      const card = await p.b.postEncrypted<PayoutAccount>(endpoints.payoutAccountAdd.path, CARD, auth);
      expect(card.body.success).toBe(true);

      const withdrawals = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          alternate(i).postEncrypted<WithdrawalRecord>(
            endpoints.withdrawSubmit.path,
            {
              accountId: card.body.value.id,
              amount: balance,
              withdrawPassword: PIN,
              idempotencyKey: randomUUID(),
            },
            auth,
          ),
        ),
      );
      const held = withdrawals.filter((w) => w.body.success);
      expect(held).toHaveLength(1);
      expect(held[0]?.body.value).toMatchObject({ amount: balance, status: 'PENDING' });
      const refusals = withdrawals.filter((w) => !w.body.success).map((w) => w.body.errorCode);
      expect(refusals).toEqual(Array.from({ length: 49 }, () => CONTRACT_ERROR.walletInsufficient));

      const ledger = await p.b.admin<{ wallet: WalletSums; sums: WalletSums }>(
        'GET',
        '/admin/members/wd_across/ledger',
      );
      expect(ledger.body.value.wallet).toEqual({ balance: 0, held: balance });
      expect(ledger.body.value.sums).toEqual(ledger.body.value.wallet);
      const listed = await p.a.admin<StaffWithdrawal[]>('GET', '/admin/withdrawals?username=wd_across');
      expect(listed.body.value.map((w) => w.id)).toEqual([held[0]?.body.value.id]);
    },
    RACE_MS,
  );

  it('one idempotency key sent to A and B at once makes one deposit, and every answer is that deposit', async () => {
    await member('dep_across');
    const auth = { authorization: await p.a.login('dep_across', PASSWORD) };
    const submission = { channelCode: 'GCASH', amount: 500_00, bonusId: null, idempotencyKey: randomUUID() };
    const submit = (via: ServerProcess) =>
      via.post<DepositRecord>(endpoints.depositSubmit.path, submission, auth);

    const together = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(alternate(i))));
    const later = await Promise.all([submit(p.a), submit(p.b)]);
    const answers = [...together, ...later];
    expect(answers.every((a) => a.body.success)).toBe(true);
    const first = answers[0]?.body.value;
    expect(first).toMatchObject({ amount: 500_00, status: 'PENDING' });
    for (const a of answers) expect(a.body.value).toEqual(first);

    const listed = await p.b.admin<RecordsPage<StaffDeposit>>('GET', '/admin/deposits?username=dep_across');
    expect(listed.body.value.items.map((d) => d.id)).toEqual([first?.id]);
  });

  it('a game launch token minted on A and opened on A and B at once opens its game once', async () => {
    await member('game_across');
    const auth = { authorization: await p.a.login('game_across', PASSWORD) };
    const launch = await p.a.post<{ gameUrl: string }>(endpoints.launchGame.path, SLOT_LAUNCH, auth);
    expect(launch.body.success).toBe(true);
    const { pathname, search } = new URL(launch.body.value.gameUrl);

    const opened = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        alternate(i).request({ method: 'GET', url: `${pathname}${search}`, headers: {} }),
      ),
    );
    expect(opened.map((o) => o.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });
});
