import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { endpoints } from '@app/contract/endpoints';
import { startServer, type RunningServer } from '../../../scripts/lib/server.mjs';
import { answerOf, ClientCalls, type Answer, type ClientRequest } from './client-calls';
import { TEST_SERVER_KEY, testDatabaseLocation } from './test-database';

/** The admin token of the server processes (ADMIN_TOKEN; any token is accepted in demo mode on loopback). */
export const PROCESSES_ADMIN_TOKEN = 'cross-process-admin-token';

/** An answer of 5xx: the server never answers one to something a client sent. */
export interface ServerError {
  process: string;
  method: string;
  url: string;
  status: number;
  body: string;
}

/** One server process, spoken to over real HTTP with the web client's calls (client-calls.ts). */
export class ServerProcess extends ClientCalls<Response> {
  constructor(
    readonly name: string,
    private readonly running: RunningServer,
    private readonly serverErrors: ServerError[],
  ) {
    super(PROCESSES_ADMIN_TOKEN);
  }

  /** The process's origin, http://127.0.0.1:<port>. */
  get baseURL(): string {
    return this.running.baseURL;
  }

  async request<T = unknown>(opts: ClientRequest): Promise<Answer<T, Response>> {
    const res = await fetch(new URL(opts.url, this.running.baseURL), {
      method: opts.method,
      headers: opts.headers,
      body: opts.payload,
    });
    const text = await res.text();
    if (res.status >= 500) {
      const { method, url } = opts;
      this.serverErrors.push({
        process: this.name,
        method,
        url,
        status: res.status,
        body: text.slice(0, 500),
      });
    }
    return answerOf(res.status, text, res);
  }

  /** The end of the process's log (its request log and any error). */
  output(): string {
    return this.running.output();
  }
}

export interface ServerProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** Every 5xx either process answered so far. */
  serverErrors: ServerError[];
  /** Ends both processes. */
  stop(): Promise<void>;
}

/**
 * Two server processes (server/src/main.ts, as `npm start` runs it) on one new database of the test run's
 * PostgreSQL (testing/test-database.ts), each on a port of its own, with one SERVER_KEY and ADMIN_TOKEN, in demo
 * mode. B starts once A answers: A prepares the database (migrations, stored settings, seed), as main.ts's primary
 * does before its workers start, and B finds it prepared.
 */
export async function startServerProcesses(): Promise<ServerProcesses> {
  const env = {
    DATABASE_URL: await testDatabaseLocation('file'),
    SERVER_KEY: TEST_SERVER_KEY.toString('hex'),
  };
  // The demo merchant's ping: it needs no web build (the server suite runs before the app is built).
  const readyPath = `${endpoints.ping.path}?merchantCode=${DEMO_MERCHANT}`;
  const start = () => startServer({ adminToken: PROCESSES_ADMIN_TOKEN, env, readyPath });
  const serverErrors: ServerError[] = [];
  const first = await start();
  let second: RunningServer;
  try {
    second = await start();
  } catch (err) {
    await first.stop();
    throw err;
  }
  return {
    a: new ServerProcess('A', first, serverErrors),
    b: new ServerProcess('B', second, serverErrors),
    serverErrors,
    stop: async () => {
      await Promise.all([first.stop(), second.stop()]);
    },
  };
}
