import { followableUrl } from './safe-url';

/**
 * Where an image of the merchant's content (a banner, an activity) loads from: a path goes to the first of the
 * merchant's image CDNs (public.imageCDNs; none: this site), an absolute http(s) URL stays as it is. Anything
 * else (javascript:, data:) is null: no image.
 */
export const contentImageUrl = (src: string, imageCDNs: readonly string[], origin: string): string | null => {
  const cdn = imageCDNs.map((c) => followableUrl(c, origin)).find((c) => c !== null);
  const isPath = src.startsWith('/') && !src.startsWith('//');
  if (isPath && cdn) return followableUrl(cdn.replace(/\/+$/, '') + src, origin);
  return followableUrl(src, origin);
};
