// The bench's bare Node http server (server-load.mjs starts it): every request answered with the body BODY_B64
// (base64) as JSON, on 127.0.0.1:PORT, by BARE_WORKERS processes (Node's cluster, all on the one port, as the API
// server runs with WORKERS) or by this one. Writes "ready" once every process listens.
import cluster from 'node:cluster';
import http from 'node:http';

const workers = Number(process.env.BARE_WORKERS) || 1;

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i += 1) {
    cluster.fork().once('listening', () => {
      listening += 1;
      if (listening === workers) process.stdout.write('ready\n');
    });
  }
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const body = Buffer.from(process.env.BODY_B64 ?? '', 'base64');
  http
    .createServer((req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      res.end(body);
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => {
      if (cluster.isPrimary) process.stdout.write('ready\n');
    });
}
