import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The file the web build writes beside index.html (web/build/asset-manifest.ts). */
export const ASSET_MANIFEST_FILE = 'asset-manifest.json';

/**
 * The file behind /mobile/mc/asset-manifest.json (entry §2): the desktop build's manifest when one is configured
 * (DESKTOP_ASSET_MANIFEST), else this app's own, so the update check finds the second manifest either way.
 */
export const desktopManifestFile = (
  webDist: string | undefined,
  desktopManifest: string | null | undefined,
): string | null => desktopManifest || (webDist ? join(webDist, ASSET_MANIFEST_FILE) : null);

/**
 * Serves /mobile/mc/asset-manifest.json, read on each request (a deployment replaces it in place) and never
 * cached, like /m/asset-manifest.json (static-host.ts). A manifest that is missing or being written answers 404.
 */
export function registerAssetManifests(
  fastify: FastifyInstance,
  webDist: string | undefined,
  desktopManifest?: string | null,
): void {
  const file = desktopManifestFile(webDist, desktopManifest);
  fastify.get('/mobile/mc/asset-manifest.json', async (_request, reply) => {
    const body = file ? await readFile(file, 'utf8').catch(() => null) : null;
    if (body === null || !isJson(body)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
  });
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
