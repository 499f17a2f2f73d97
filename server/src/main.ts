import cluster from 'node:cluster';
import { buildServer, type ServerOptions } from './app';
import { ConfigError, loadConfig, startupLines, type StartConfig } from './config';
import { REPO_ROOT } from './paths';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { superviseWorkers, WORKER_LISTENING } from './workers';

const serverOptions = (config: StartConfig): ServerOptions => ({
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

const printStartup = (config: StartConfig) =>
  process.stdout.write(`\n${startupLines(config, DEMO_ACCOUNTS).join('\n')}\n\n`);

/**
 * Starts the server with the configuration of the environment (config.ts reads it; README.md's configuration
 * table lists every variable). With ADMIN_PORT the admin API listens on its own loopback port. With WORKERS=N
 * (N > 1) this process is the primary: it prepares the database once, then forks N workers that run the server
 * on one PORT (workers.ts); WORKERS=1 is one process, no cluster.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  if (config.workers > 1 && cluster.isPrimary) {
    // Migrations, the stored-settings upgrade and the seed, once: several workers doing them at once would race.
    const preparing = buildServer(serverOptions(config));
    await preparing.ready();
    await preparing.close();
    superviseWorkers(config.workers, () => printStartup(config));
    return;
  }
  const app = buildServer({ ...serverOptions(config), prepareDatabase: cluster.isPrimary });

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

  // In a worker both listens share the primary's sockets: one PORT, one ADMIN_PORT, whatever the number of workers.
  await app.listen({ port: config.port, host: config.host });
  if (config.adminPort !== null) await app.adminListener?.listen(config.adminPort);
  if (cluster.isWorker) process.send?.(WORKER_LISTENING);
  else printStartup(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Not starting: ${err.message}` : err);
  process.exit(1);
});
