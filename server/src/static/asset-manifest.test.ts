import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { desktopManifestFile } from './asset-manifest';

const dir = mkdtempSync(join(tmpdir(), 'asset-manifest-'));
const webDist = join(dir, 'dist');
const desktop = join(dir, 'desktop-asset-manifest.json');
const APP = '{"files":{"index.html":"/m/assets/index-a1.js"}}';
const DESKTOP = '{"files":{"main.js":"/pc/assets/main-d1.js"}}';
// A build without index.html: the manifests do not depend on the app being served.
mkdirSync(webDist);
writeFileSync(join(webDist, 'asset-manifest.json'), APP);
writeFileSync(desktop, DESKTOP);

const servers: TestServer[] = [];
const serve = async (desktopAssetManifest?: string | null) => {
  const s = await startTestServer({ webDist, desktopAssetManifest });
  servers.push(s);
  return (url = '/mobile/mc/asset-manifest.json') => s.app.inject({ method: 'GET', url });
};
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('desktopManifestFile: the desktop build’s manifest, else the app’s own', () => {
  it.each<[string, string | undefined, string | null | undefined, string | null]>([
    ['configured', '/srv/web', '/srv/pc/asset-manifest.json', '/srv/pc/asset-manifest.json'],
    ['not configured', '/srv/web', null, join('/srv/web', 'asset-manifest.json')],
    ['configured empty', '/srv/web', '', join('/srv/web', 'asset-manifest.json')],
    ['neither', undefined, undefined, null],
  ])('%s', (_, dist, configured, file) => {
    expect(desktopManifestFile(dist, configured)).toBe(file);
  });
});

describe('/mobile/mc/asset-manifest.json (entry §2)', () => {
  it('serves the desktop build’s manifest when one is configured, never cached, read afresh each time', async () => {
    const get = await serve(desktop);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(DESKTOP);
    // A deployment replaces the file in place: the next check sees it.
    const next = '{"files":{"main.js":"/pc/assets/main-d2.js"}}';
    writeFileSync(desktop, next);
    expect((await get('/mobile/mc/asset-manifest.json?t=1700000000000')).body).toBe(next);
  });

  it('serves the app’s own manifest when none is configured', async () => {
    const get = await serve(null);
    expect((await get()).body).toBe(APP);
  });

  it('answers 404, never a 5xx, when the manifest is missing or half written', async () => {
    const missing = await serve(join(dir, 'nowhere.json'));
    expect((await missing()).statusCode).toBe(404);
    const half = join(dir, 'half.json');
    writeFileSync(half, '{"files":{"main.js":');
    const halfWritten = await serve(half);
    expect((await halfWritten()).statusCode).toBe(404);
  });
});
