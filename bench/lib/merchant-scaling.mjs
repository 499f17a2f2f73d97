// What an unauthenticated request costs as merchants are added: the server's CPU per request of an app page, of
// /robots.txt and of the redirect helper, on a merchant's own host, with one merchant that has a 300 KB logo and
// then with 100 of them. The server keeps a host → merchant map and each merchant's parsed settings, rebuilt when
// the merchants change (server/src/services/merchants.ts): the two figures should be about the same. Before it,
// every such request read and parsed every merchant's settings, logos and all.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { deflateSync } from 'node:zlib';

/** Merchants with a logo in the second run. */
export const MANY_MERCHANTS = 100;
const LOGO_SIDE = 280;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of noise (it does not compress: about 300 KB), as a data URL, the way a merchant may set its logo. */
export function noiseLogo(side = LOGO_SIDE) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc((side * 4 + 1) * side);
  for (let y = 0; y < side; y += 1) {
    const row = y * (side * 4 + 1);
    rows[row] = 0; // filter: none
    randomBytes(side * 4).copy(rows, row + 1);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Adds merchants `from`..`to - 1` (copies of DEMO), each with the logo and a domain of its own
 * (https://bsiteNNN.bench.example); answers the last one's host.
 */
async function addMerchants(server, admin, logo, from, to) {
  let host = '';
  for (let i = from; i < to; i += 1) {
    const name = `bsite${String(i).padStart(3, '0')}`;
    host = `${name}.bench.example`;
    const created = await admin(server, 'POST', '/merchants', {
      code: name.toUpperCase(),
      from: 'DEMO',
      settings: {
        domains: [{ domainName: `https://${host}` }],
        public: { mobileTemplate: { image_logo: logo } },
      },
    });
    if (!created.body.success) throw new Error(`admin: create merchant ${name}: ${created.body.message}`);
  }
  return host;
}

/** The status of a GET with this Host header (fetch sends the URL's own host, whatever the headers say). */
const statusOf = (url, host) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });

/** The requests measured, on a merchant's host: a page only with a web build (the server serves none without). */
const routes = (host, withPage) => [
  ...(withPage ? [{ label: 'GET /m/home', path: '/m/home' }] : []),
  { label: 'GET /robots.txt', path: '/robots.txt' },
  {
    label: 'GET /mobile/mc/redirect.html',
    path: `/mobile/mc/redirect.html?url=${encodeURIComponent(`https://${host}/m/home`)}`,
    expect: 302,
  },
];

/**
 * Measures each route on the host of one merchant with a logo, then of the last of `MANY_MERCHANTS`, and prints
 * them side by side. `cannon(url, opts)` is server-load.mjs's autocannon run (CPU per request from /proc). Answers
 * false when a request does not answer as it should.
 */
export async function merchantScalingFigures(server, { admin, cannon, withPage, connections, durationS }) {
  const logo = noiseLogo();
  const measure = async (host) => {
    const figures = [];
    for (const route of routes(host, withPage)) {
      const url = `${server.baseURL}${route.path}`;
      const headers = { host };
      const status = await statusOf(url, host);
      if (status !== (route.expect ?? 200)) throw new Error(`${route.label} on ${host}: HTTP ${status}`);
      await cannon(url, { connections, durationS: 1, headers });
      figures.push({
        ...route,
        run: await cannon(url, { connections, durationS, headers, pid: server.pid }),
      });
    }
    return figures;
  };

  console.log(
    `== Unauthenticated requests as merchants are added (each with a ${Math.round(logo.length / 1024)} KB logo data URL; autocannon, ${connections} connections, ${durationS} s per run)\n`,
  );
  const oneHost = await addMerchants(server, admin, logo, 0, 1);
  const one = await measure(oneHost);
  const manyHost = await addMerchants(server, admin, logo, 1, MANY_MERCHANTS);
  const many = await measure(manyHost);

  const lpad = (s, n) => String(s).padStart(n);
  const cpu = (r) => (r.cpuPerRequest === null ? 'n/a' : `${Math.round(r.cpuPerRequest)} µs`);
  console.log(
    `${'CPU per request'.padEnd(34)}${lpad('1 merchant', 14)}${lpad(`${MANY_MERCHANTS} merchants`, 16)}${lpad('req/s (1)', 12)}${lpad(`req/s (${MANY_MERCHANTS})`, 13)}`,
  );
  let ok = true;
  one.forEach((a, i) => {
    const b = many[i];
    // The redirect helper answers 302, which autocannon counts as non-2xx.
    const errors = a.expect
      ? a.run.errors + b.run.errors
      : a.run.errors + b.run.errors + a.run.non2xx + b.run.non2xx;
    if (errors) ok = false;
    console.log(
      `${a.label.padEnd(34)}${lpad(cpu(a.run), 14)}${lpad(cpu(b.run), 16)}${lpad(Math.round(a.run.rps), 12)}${lpad(Math.round(b.run.rps), 13)}${errors ? `  (${errors} errors)` : ''}`,
    );
  });
  if (!withPage) console.log('GET /m/home: no web build (npm run build -w web), not measured');
  console.log('');
  return ok;
}
