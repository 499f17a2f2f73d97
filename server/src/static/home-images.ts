import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../http/api-error';

/**
 * The demo's home art (banners, activities, the download image popup's banners): hand-written SVG files, and the
 * WebP drawn from each (server/assets/rasterize.mjs), which the seed names: a browser draws an SVG image on the
 * page's main thread, a WebP off it, and a real merchant's art is raster. The SVG files stay served for a
 * database seeded before.
 */
export const HOME_IMAGES_DIR = fileURLToPath(new URL('../../assets/home/', import.meta.url));
/** Where they are served: a path of this site, so the seed names them as paths (no image CDN of their own). */
export const HOME_IMAGES_PATH = '/wps/images/home';
/** The kinds of file served, by extension, with their type. */
const IMAGE_TYPES = { svg: 'image/svg+xml', webp: 'image/webp' } as const;
const IMAGE_FILE = new RegExp(`^[a-z0-9-]+\\.(${Object.keys(IMAGE_TYPES).join('|')})$`);
/** The type of a served name (one IMAGE_FILE accepts). */
const typeOf = (file: string): string => IMAGE_TYPES[IMAGE_FILE.exec(file)?.[1] as keyof typeof IMAGE_TYPES];

/**
 * A served image's CSP when it is opened on its own: an SVG can run nothing and load nothing (as an <img> it
 * never could).
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The images by file name, read once: only these names are served, so no request reaches another file. */
export function loadHomeImages(dir = HOME_IMAGES_DIR): ReadonlyMap<string, Buffer> {
  return new Map(
    readdirSync(dir)
      .filter((file) => IMAGE_FILE.test(file))
      .map((file) => [file, readFileSync(join(dir, file))]),
  );
}

/**
 * GET /wps/images/home/:file (or `path`/:file: the demo games' card art uses it too): the demo's art,
 * `image/svg+xml` or `image/webp`, cached for a year as immutable (a changed picture gets a new file name). Any
 * other name answers 404.
 */
export function registerHomeImages(
  fastify: FastifyInstance,
  images = loadHomeImages(),
  path = HOME_IMAGES_PATH,
): void {
  fastify.get<{ Params: { file: string } }>(`${path}/:file`, async (request, reply) => {
    const image = images.get(request.params.file);
    if (!image) throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such image.');
    return reply
      .type(typeOf(request.params.file))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', IMAGE_CSP)
      .send(image);
  });
}
