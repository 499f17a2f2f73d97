import type { FastifyInstance } from 'fastify';

/**
 * robots.txt of a merchant's site: crawlers may read the app's pages (each says whether it may be indexed, in its
 * robots meta: contract/src/seo.ts), never the API, the admin API or the helper pages. A host that no merchant
 * lists serves no merchant's site of its own: nothing there is to be crawled.
 */
export const robotsTxt = (merchantHost: boolean): string =>
  merchantHost
    ? ['User-agent: *', 'Allow: /m/', 'Disallow: /wps/', 'Disallow: /admin/', 'Disallow: /mobile/', ''].join(
        '\n',
      )
    : ['User-agent: *', 'Disallow: /', ''].join('\n');

/** GET /robots.txt, per host: `merchantForHost` names the merchant whose domain list has the host. */
export function registerRobotsTxt(
  fastify: FastifyInstance,
  merchantForHost: (host: string) => Promise<string | undefined>,
): void {
  fastify.get('/robots.txt', async (request, reply) => {
    const merchant = await merchantForHost(request.headers.host ?? '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .send(robotsTxt(merchant !== undefined));
  });
}
