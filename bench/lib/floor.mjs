// The floor under a route's Lighthouse figures: the same page as the server sends it, but without its scripts (the
// head script, the app), so that the browser does only what any page costs it (the HTML, the inline stylesheet,
// style, layout, paint, the images). Whatever the route scores above the floor's TBT is the app's own; what the
// floor itself scores is the most that page can score on this machine.
import http from 'node:http';

/** A page without its <script> elements and without the metas that load the app after the first paint. */
export const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<meta name="app-module-after-paint"[^>]*>/g, '');

/**
 * A server in front of `baseURL` that answers each of `routes` with its page without scripts and passes every
 * other GET through (the images and icons the page names), so the floor loads what the route loads but the code.
 */
export async function startFloorServer(baseURL, routes) {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', baseURL);
      const upstream = await fetch(url, {
        headers: {
          accept: req.headers.accept ?? '*/*',
          'accept-language': req.headers['accept-language'] ?? '',
        },
      });
      // fetch has decoded the body: the upstream's encoding and length no longer describe it.
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = routes.includes(url.pathname)
        ? Buffer.from(withoutScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        'content-type': type,
        'cache-control': upstream.headers.get('cache-control') ?? 'no-store',
      });
      res.end(body);
    } catch (err) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
