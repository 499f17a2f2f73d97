import type { Banner } from '@app/contract/relay';

const LINKAGE_TYPES: readonly string[] = ['P', 'URL', 'G'] satisfies Banner['linkageType'][];
const OPTIONAL_TEXTS = ['roomId', 'nodeId', 'gameType', 'vendor', 'groupName', 'url'] as const;

/** The banner box, 2.5:1 (banners.css reserves it by aspect-ratio): a banner image of another size is cropped to it. */
export const BANNER_BOX = { width: 1500, height: 600 } as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The banners of the relay's answer that can be shown, in order: an answer that is not a list, or an entry
 * without its id, title, image or a known linkage type, is left out rather than breaking home. A field of the
 * wrong type is dropped; the click rule decides what the rest is worth.
 */
export const usableBanners = (value: unknown): Banner[] =>
  (Array.isArray(value) ? value : []).flatMap((entry): Banner[] => {
    if (!isRecord(entry)) return [];
    const { id, title, imageUrl, linkageType, linkage, width, height } = entry;
    if (typeof id !== 'string' || typeof title !== 'string' || typeof imageUrl !== 'string') return [];
    if (typeof linkageType !== 'string' || !LINKAGE_TYPES.includes(linkageType)) return [];
    const banner: Banner = {
      id,
      title,
      imageUrl,
      width: typeof width === 'number' && width > 0 ? width : BANNER_BOX.width,
      height: typeof height === 'number' && height > 0 ? height : BANNER_BOX.height,
      linkageType: linkageType as Banner['linkageType'],
      linkage: text(linkage) ?? '',
      openInNewWindow: entry.openInNewWindow === true,
    };
    for (const key of OPTIONAL_TEXTS) {
      const value = text(entry[key]);
      if (value !== undefined) banner[key] = value;
    }
    return [banner];
  });
