import { join } from 'node:path';
import { buildServer } from './app';
import { REPO_ROOT } from './paths';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/**
 * Starts the server. Env: PORT (8080), HOST (127.0.0.1), DB_FILE (<repo>/data/app.db), ADMIN_TOKEN
 * (development default dev-admin-token), WEB_DIST (<repo>/web/dist), TRUST_PROXY, DEMO_MODE,
 * CSP_CONNECT_SRC / CSP_SCRIPT_SRC (extra CSP sources, space-separated).
 */
const DEV_ADMIN_TOKEN = 'dev-admin-token';

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true' || value === '1') return true;
  return value; // comma-separated addresses or CIDRs
}

const list = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dbFile = process.env.DB_FILE ?? join(REPO_ROOT, 'data', 'app.db');
  const webDist = process.env.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist');
  const adminToken = process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN;
  const demoMode =
    process.env.DEMO_MODE !== undefined ? process.env.DEMO_MODE !== '0' : !process.env.ADMIN_TOKEN;

  const app = buildServer({
    dbFile,
    adminToken,
    webDist,
    demoMode,
    logger: true,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    csp: { connectSrc: list(process.env.CSP_CONNECT_SRC), scriptSrc: list(process.env.CSP_SCRIPT_SRC) },
  });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port, host });
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const lines = [
    '',
    `App:        ${base}/m/`,
    `Database:   ${dbFile}`,
    `Web build:  ${webDist}`,
    `Admin API:  ${base}/admin/  (Authorization: Bearer ${adminToken})`,
    process.env.ADMIN_TOKEN
      ? ''
      : `            ADMIN_TOKEN is not set: using the development token "${DEV_ADMIN_TOKEN}".`,
    'Demo accounts (merchant DEMO):',
    ...DEMO_ACCOUNTS.map(
      (a) => `  ${a.username.padEnd(16)} ${a.password.padEnd(11)} type ${a.type}  ${a.description}`,
    ),
    '',
  ];
  process.stdout.write(
    lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n') + '\n',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
