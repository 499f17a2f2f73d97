import { buildServer } from './app';
import { ConfigError, loadConfig, startupLines } from './config';
import { REPO_ROOT } from './paths';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/**
 * Starts the server with the configuration of the environment (config.ts reads it; README.md's configuration
 * table lists every variable). With ADMIN_PORT the admin API listens on its own loopback port.
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
    adminListener: config.adminPort !== null,
    csp: config.csp,
    firebaseAuthEmulatorHost: config.firebaseAuthEmulatorHost,
    desktopAssetManifest: config.desktopAssetManifest,
    demoPayNotifyOrigin: config.demoPayNotifyOrigin,
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
  if (config.adminPort !== null) await app.adminListener?.listen(config.adminPort);
  process.stdout.write(`\n${startupLines(config, DEMO_ACCOUNTS).join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Not starting: ${err.message}` : err);
  process.exit(1);
});
