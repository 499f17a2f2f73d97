import { isAppMode } from '../../lib/app-mode';
import type { DeviceKind } from '../../lib/device';
import { contentImageUrl } from '../../lib/image-url';
import { isHomeRoute } from '../../lib/route-table';
import type { ImagePopupData } from '../../stores/overlays';

/** Banner 1 is followed by banner 2 (signed-in §4): the popup has two places. */
export const IMAGE_POPUP_SLOTS = 2;

export interface ImagePopupFacts {
  /** The path inside /m ('/home'). */
  path: string;
  device: DeviceKind;
  /** Beyond the spec: maintenance or a region restriction replaces home (its notice); nothing shows over it. */
  blocked: boolean;
  /** The banner's file name (bannerFileName). */
  fileName: string;
  /** The file name stored for the banner's place when it last showed; null if none showed there. */
  storedFileName: string | null;
  /** The player closed or saved the banner of this place in this session (its session flag). */
  closedThisSession: boolean;
}

export type ImagePopupPlace = Pick<ImagePopupFacts, 'path' | 'device' | 'blocked'>;

/**
 * Where the popup may show at all, whatever the banner: home is on screen, "outside the app, home-screen or PWA
 * mode" (signed-in §4: a browser tab, on a phone or an iPad; the mode of this page counts, not whether the web
 * app was installed some other time).
 */
export const imagePopupPlace = (f: ImagePopupPlace): boolean =>
  isHomeRoute(f.path) && !isAppMode(f.device) && !f.blocked;

/**
 * Whether a banner of the download image popup shows now (signed-in §4): only on the home routes, only outside
 * the app, home-screen or PWA mode, only when its file name differs from the stored one, and not once it was
 * closed or saved in this session. The flags are per place, so that closing banner 1 lets banner 2 follow.
 */
export const imagePopupRule = (f: ImagePopupFacts): boolean =>
  imagePopupPlace(f) && f.fileName !== f.storedFileName && !f.closedThisSession;

/**
 * The file name of an image URL: the last segment of its path, without query or fragment; null when the path
 * names no file ('https://cdn.example/').
 */
export const bannerFileName = (url: string): string | null => {
  try {
    return new URL(url).pathname.split('/').pop() || null;
  } catch {
    return null;
  }
};

/**
 * The popup's banners from the app_download items, in the admin's order: those with an image the app can load
 * (a path on the image CDN or this site, or an http(s) URL, naming a file), the first two. Whatever else the
 * server answers (no image, a javascript: URL, not a list at all) is left out.
 */
export function imagePopupBanners(
  items: unknown,
  imageCDNs: readonly string[],
  origin: string,
): ImagePopupData[] {
  if (!Array.isArray(items)) return [];
  const banners: ImagePopupData[] = [];
  for (const item of items as { imageUrl?: unknown; title?: unknown }[]) {
    if (banners.length === IMAGE_POPUP_SLOTS) break;
    const src = typeof item?.imageUrl === 'string' ? item.imageUrl : '';
    const imageUrl = src ? contentImageUrl(src, imageCDNs, origin) : null;
    const fileName = imageUrl ? bannerFileName(imageUrl) : null;
    if (!imageUrl || !fileName) continue;
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    banners.push({ slot: banners.length + 1, imageUrl, fileName, title });
  }
  return banners;
}
