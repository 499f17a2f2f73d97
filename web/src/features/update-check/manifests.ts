/** The two asset manifests of entry §2: this app's build, and the desktop build's (the server serves both). */
export const ASSET_MANIFESTS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'] as const;

/** One reading of each manifest, in ASSET_MANIFESTS order: its fingerprint, or null when it could not be read. */
export type ManifestReading = readonly (string | null)[];

/**
 * A manifest's fingerprint: its entries and their hashed files (web/build/asset-manifest.ts writes them under
 * `files`) in a fixed order, so the same build always reads the same. Null for anything else: a missing file, an
 * error page, a manifest being written.
 */
export const manifestFingerprint = (body: unknown): string | null => {
  const files = (body as { files?: unknown } | null)?.files;
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return null;
  const entries = Object.entries(files).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1))) : null;
};

/**
 * Reads both manifests, with a time query so that no cache between here and the server answers an old one.
 * Plain fetches, not the request layer: these are the site's own files, not calls of the platform.
 */
export const readManifests = (now: number): Promise<ManifestReading> =>
  Promise.all(
    ASSET_MANIFESTS.map((path) =>
      fetch(`${path}?t=${now}`, { cache: 'no-store' })
        .then((res) => (res.ok ? res.json() : null))
        .then(manifestFingerprint, () => null),
    ),
  );
