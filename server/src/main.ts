import { buildServer } from './app';
import { ConfigError, loadConfig, startupLines } from './config';
import { REPO_ROOT } from './paths';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/**
 * Starts the server. Env: PORT (8080), HOST (127.0.0.1), DB_FILE (<repo>/data/app.db), ADMIN_TOKEN
 * (required unless HOST is a loopback address; else the development default dev-admin-token, printed),
 * WEB_DIST (<repo>/web/dist), TRUST_PROXY, DEMO_MODE (1: seed the demo accounts; off by default),
 * CSP_CONNECT_SRC / CSP_SCRIPT_SRC (extra CSP sources, space-separated), FIREBASE_AUTH_EMULATOR_HOST (demo
 * mode only: verify Firebase tokens with that Auth emulator).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  const app = buildServer({
    dbFile: config.dbFile,
    adminToken: config.adminToken,
    webDist: config.webDist,
    demoMode: config.demoMode,
    logger: true,
    trustProxy: config.trustProxy,
    csp: config.csp,
    firebaseAuthEmulatorHost: config.firebaseAuthEmulatorHost,
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

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\n${startupLines(config, DEMO_ACCOUNTS).join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Not starting: ${err.message}` : err);
  process.exit(1);
});
