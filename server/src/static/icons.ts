import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { PWA_ICON_SIZES } from '@app/contract/constants/install';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { loadMerchant } from '../services/merchants';
import { encodePng, hexToRgba, type Rgba } from '../image/png';
import { decodePng, MAX_LOGO_BYTES, pngDataUrl, type DecodedImage } from '../image/png-decode';
import { LruCache } from './lru-cache';

const WHITE: Rgba = [255, 255, 255, 255];
/**
 * The drawn icons (each size of each merchant's look, and the rounded app-download icon), least recently used
 * out first: a client cycling through more icon URLs than this holds pushes out only icons nobody else asked for
 * since, and the icons in use stay drawn. Bounded by bytes too: an icon drawn from a photo is far larger than
 * one of a colour.
 */
const icons = new LruCache<string, Buffer>(
  { maxEntries: 256, maxBytes: 32 * 1024 * 1024 },
  (png) => png.length,
);
/**
 * The logos of data URLs, decoded from base64 and hashed once: a logo may be 512 KB, and an icon request that the
 * icon cache answers reads nothing of it again (the settings keep the same string while they do not change).
 */
const dataUrlLogos = new LruCache<string, { bytes: Buffer; key: string } | null>(
  { maxEntries: 32, maxBytes: 16 * 1024 * 1024 },
  // The key is the data URL itself (one byte a character: base64).
  (logo, dataUrl) => dataUrl.length + (logo?.bytes.length ?? 0),
);
/** The logo's box within the icon: inside the safe zone a maskable icon keeps when it is cropped to a circle. */
const LOGO_BOX = 0.6;

/** The logo's colour at a point of its own (0..width, 0..height), bilinear, RGBA. */
function sample(logo: DecodedImage, x: number, y: number): Rgba {
  const x0 = Math.max(0, Math.min(logo.width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(logo.height - 1, Math.floor(y)));
  const x1 = Math.min(logo.width - 1, x0 + 1);
  const y1 = Math.min(logo.height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const at = (px: number, py: number, c: number) => logo.pixels[(py * logo.width + px) * 4 + c] ?? 0;
  const channel = (c: number) =>
    (at(x0, y0, c) * (1 - fx) + at(x1, y0, c) * fx) * (1 - fy) +
    (at(x0, y1, c) * (1 - fx) + at(x1, y1, c) * fx) * fy;
  return [channel(0), channel(1), channel(2), channel(3)];
}

/** A square app icon on the merchant's primary colour, its logo centred (inside the maskable safe zone). */
export function logoIcon(primaryColor: string, size: number, logo: DecodedImage): Buffer {
  const bg = hexToRgba(primaryColor);
  const scale = Math.min((size * LOGO_BOX) / logo.width, (size * LOGO_BOX) / logo.height);
  const left = (size - logo.width * scale) / 2;
  const top = (size - logo.height * scale) / 2;
  return encodePng(size, size, (x, y) => {
    const lx = (x + 0.5 - left) / scale - 0.5;
    const ly = (y + 0.5 - top) / scale - 0.5;
    if (lx < -0.5 || ly < -0.5 || lx > logo.width - 0.5 || ly > logo.height - 0.5) return bg;
    const [r, g, b, a] = sample(logo, lx, ly);
    const alpha = a / 255;
    const over = (fg: number, back: number) => Math.round(fg * alpha + back * (1 - alpha));
    return [over(r, bg[0]), over(g, bg[1]), over(b, bg[2]), 255];
  });
}

/** The slope of the play mark's slanted sides, and the length of a unit step across them. */
const SLOPE = 7 / 11;
const ACROSS = Math.hypot(1, SLOPE);

/**
 * How far a point of a 24-unit box lies inside the brand's play mark (negative: outside), in units: the mark the
 * app shows beside the merchant's name (web/src/components/icons.tsx PlayIcon, M8 5v14l11-7z), so that the app
 * and its icons show one brand.
 */
const insidePlayMark = (ux: number, uy: number): number =>
  Math.min(ux - 8, (uy - 5 - (ux - 8) * SLOPE) / ACROSS, (19 - (ux - 8) * SLOPE - uy) / ACROSS);

/**
 * A square app icon: the merchant's primary colour with the white play mark, inside the maskable safe zone; a
 * pixel on the mark's edge is as white as the part of it the mark covers (smooth, not stepped).
 */
export function colourIcon(primaryColor: string, size: number): Buffer {
  const bg = hexToRgba(primaryColor);
  const unit = (size * LOGO_BOX) / 24;
  const origin = (size * (1 - LOGO_BOX)) / 2;
  return encodePng(size, size, (x, y) => {
    const depth = insidePlayMark((x + 0.5 - origin) / unit, (y + 0.5 - origin) / unit) * unit;
    const cover = Math.max(0, Math.min(1, depth + 0.5));
    const over = (c: 0 | 1 | 2) => Math.round(WHITE[c] * cover + bg[c] * (1 - cover));
    return [over(0), over(1), over(2), 255];
  });
}

/**
 * The PNG bytes of the merchant's logo (mobileTemplate.image_logo) when the icons can use it, with a key that
 * changes with them: a PNG data URL, or a PNG file of the built app this server serves (/m/…png, read from the
 * build, never from outside it). Anything else is null and keeps the colour icon: a logo on another host is not
 * fetched (the server makes no request a setting names), and the default logo is this very icon.
 */
export function logoFile(
  imageLogo: string,
  webDist: string | undefined,
): { bytes: Buffer; key: string } | null {
  if (imageLogo.trimStart().startsWith('data:')) {
    const known = dataUrlLogos.get(imageLogo);
    if (known !== undefined) return known;
    const data = pngDataUrl(imageLogo);
    return dataUrlLogos.set(
      imageLogo,
      data && { bytes: data, key: createHash('sha256').update(data).digest('hex') },
    );
  }
  const path = /^\/m\/([\w./-]+\.png)$/.exec(imageLogo.trim())?.[1];
  if (!path || !webDist) return null;
  const inside = relative(resolve(webDist), resolve(webDist, path));
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  try {
    const full = join(webDist, inside);
    const { size, mtimeMs } = statSync(full);
    if (size > MAX_LOGO_BYTES) return null;
    return { bytes: readFileSync(full), key: `${inside}:${size}:${mtimeMs}` };
  } catch {
    return null;
  }
}

/** The icon as served: from the logo when logoFile and decodePng accept it, else the colour's; drawn once. */
export function appIcon(primaryColor: string, size: number, imageLogo = '', webDist?: string): Buffer {
  const file = logoFile(imageLogo, webDist);
  const key = `${primaryColor}:${size}:${file?.key ?? ''}`;
  const hit = icons.get(key);
  if (hit) return hit;
  const logo = file && decodePng(file.bytes);
  return icons.set(key, logo ? logoIcon(primaryColor, size, logo) : colourIcon(primaryColor, size));
}

/** The app-download icon's file name and size (the AppDownloadIcon link, entry §3 "Download link entries"). */
export const APP_DOWNLOAD_ICON_FILE = 'app-download.png';
const APP_DOWNLOAD_ICON_SIZE = 192;
/** Corner radius of the app-download icon, of its side: about an app store icon's. */
const CORNER_RADIUS = 0.225;

/** The image with its corners cut round (transparent, the edge anti-aliased), as app stores show an app icon. */
export function roundedCorners(image: DecodedImage): Buffer {
  const { width, height, pixels } = image;
  const r = Math.min(width, height) * CORNER_RADIUS;
  return encodePng(width, height, (x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    // Distance past the corner circle's centre, 0 outside the corner squares.
    const dx = Math.max(0, r - px, px - (width - r));
    const dy = Math.max(0, r - py, py - (height - r));
    const coverage = Math.max(0, Math.min(1, r + 0.5 - Math.hypot(dx, dy)));
    const o = (y * width + x) * 4;
    const alpha = Math.round((pixels[o + 3] ?? 0) * coverage);
    return [pixels[o] ?? 0, pixels[o + 1] ?? 0, pixels[o + 2] ?? 0, alpha];
  });
}

/**
 * The app-download bar's icon: the 192 px app icon with round corners, kept in the icon cache beside it (by
 * colour and logo), so it is drawn once per look.
 */
export function appDownloadIcon(primaryColor: string, imageLogo = '', webDist?: string): Buffer {
  const key = `rounded:${primaryColor}:${logoFile(imageLogo, webDist)?.key ?? ''}`;
  const hit = icons.get(key);
  if (hit) return hit;
  const square = appIcon(primaryColor, APP_DOWNLOAD_ICON_SIZE, imageLogo, webDist);
  const image = decodePng(square);
  return icons.set(key, image ? roundedCorners(image) : square);
}

/**
 * GET /wps/system/icons/:merchant/:size.png (the manifest's icons, entry §3 "Manifest") and
 * /wps/system/icons/:merchant/app-download.png (the AppDownloadIcon link), no Merchant header needed, drawn from the
 * merchant's logo or colour.
 */
export function registerIconRoutes(fastify: FastifyInstance, app: AppContext, webDist?: string): void {
  fastify.get<{ Params: { merchant: string; file: string } }>(
    '/wps/system/icons/:merchant/:file',
    async (request, reply) => {
      const { file } = request.params;
      const size = Number(/^(\d+)\.png$/.exec(file)?.[1]);
      const known = file === APP_DOWNLOAD_ICON_FILE || (PWA_ICON_SIZES as readonly number[]).includes(size);
      const merchant = known ? await loadMerchant(app.db, request.params.merchant) : undefined;
      if (!merchant) throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such icon.');
      const { theme, mobileTemplate } = merchant.settings.public;
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(
          file === APP_DOWNLOAD_ICON_FILE
            ? appDownloadIcon(theme.primaryColor, mobileTemplate.image_logo, webDist)
            : appIcon(theme.primaryColor, size, mobileTemplate.image_logo, webDist),
        );
    },
  );
}
