import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret, never written to the log: `token` and `tokens`, a session token (the
 * app's sign-in links); `t`, the demo chat link's token (/demo-chat/?t=, it opens the member's chat for 30
 * minutes) and a demo game launch's token (/demo-games/slot.html?t=). `t` is redacted on every path, so no
 * spelling of those paths writes it; elsewhere it is only the update check's cache-buster.
 */
const SECRET_PARAMS = new Set(['token', 'tokens', 't']);

/**
 * The URL as the request log writes it: the SECRET_PARAMS query parameters (any case, also percent-encoded
 * names) are replaced with `[redacted]`; everything else is kept as sent.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is compared as sent
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${redacted}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Fastify's `req` log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger options (app.ts): info level, URLs redacted. */
export const REQUEST_LOG = { level: 'info', serializers: { req: serializeRequest } } as const;
