import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSET_MANIFESTS, manifestFingerprint, readManifests } from './manifests';

afterEach(() => vi.unstubAllGlobals());

describe('manifestFingerprint: the entries and their hashed files, in a fixed order', () => {
  const build = {
    files: { 'index.html': '/m/assets/index-a1.js', 'src/app/LoginPage.tsx': '/m/assets/LoginPage-b2.js' },
  };

  it('the same build reads the same whatever the key order', () => {
    const reordered = {
      files: { 'src/app/LoginPage.tsx': '/m/assets/LoginPage-b2.js', 'index.html': '/m/assets/index-a1.js' },
    };
    expect(manifestFingerprint(reordered)).toBe(manifestFingerprint(build));
  });

  it('a changed hash reads differently', () => {
    const next = { files: { ...build.files, 'index.html': '/m/assets/index-c3.js' } };
    expect(manifestFingerprint(next)).not.toBe(manifestFingerprint(build));
  });

  it.each<[string, unknown]>([
    ['no body', null],
    ['an error envelope', { success: false, message: 'Not found' }],
    ['files that are not a map', { files: ['index.html'] }],
    ['no entry', { files: {} }],
    ['a string', 'index.html'],
  ])('not a manifest: %s', (_, body) => {
    expect(manifestFingerprint(body)).toBeNull();
  });
});

describe('readManifests: both manifests, with a time query, each null when unreadable', () => {
  it('asks for each with the time, uncached, and reads what answered', async () => {
    const fetch = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        url.startsWith('/m/')
          ? new Response(JSON.stringify({ files: { 'index.html': '/m/assets/index-a1.js' } }))
          : new Response('Not found', { status: 404 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const reading = await readManifests(1_700_000_000_000);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(ASSET_MANIFESTS.map((p) => `${p}?t=1700000000000`));
    expect(fetch.mock.calls.every(([, init]) => init?.cache === 'no-store')).toBe(true);
    expect(reading).toEqual([
      manifestFingerprint({ files: { 'index.html': '/m/assets/index-a1.js' } }),
      null,
    ]);
  });

  it('offline or a body that is not JSON reads as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/m/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response('<html>')),
      ),
    );
    expect(await readManifests(1)).toEqual([null, null]);
  });
});
