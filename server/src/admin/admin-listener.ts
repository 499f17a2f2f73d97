import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ADMIN_HOST } from '../config';
import { failure } from '../http/api-error';
import { adminRefusal } from './admin-refusals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin API's own listener when ADMIN_PORT is set (buildServer's adminListener), else null. */
    adminListener: AdminListener | null;
  }
}

/** /admin and below: what the admin listener serves. */
export const isAdminPath = (url: string): boolean => /^\/admin(?:[/?]|$)/.test(url);

/**
 * The admin API on a listener of its own (ADMIN_PORT), on the loopback address: the same routes and database as
 * the public server, reached through another socket. Requests that came through it are remembered, so that the
 * admin routes refuse every request that did not (the public port then has no admin API at all).
 */
export class AdminListener {
  private readonly requests = new WeakSet<IncomingMessage>();
  private server: Server | null = null;

  constructor(private readonly fastify: FastifyInstance) {}

  /** The listening server, once listen was called. */
  get httpServer(): Server | null {
    return this.server;
  }

  /** True when the request came through the admin listener. */
  owns(raw: IncomingMessage): boolean {
    return this.requests.has(raw);
  }

  /** Starts listening (after the public server, whose timeouts it copies); answers the port. */
  async listen(port: number, host = ADMIN_HOST): Promise<number> {
    await this.fastify.ready();
    const server = createServer((req, res) => {
      if (!isAdminPath(req.url ?? '')) {
        // Answered here, outside Fastify: the public routes must not be reachable through this socket.
        const refusal = adminRefusal('listener-admin-only');
        res.statusCode = refusal.statusCode;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(failure(refusal.errorCode, refusal.message, refusal.value)));
        return;
      }
      this.requests.add(req);
      this.fastify.routing(req, res);
    });
    server.requestTimeout = this.fastify.server.requestTimeout;
    server.setTimeout(this.fastify.server.timeout);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
