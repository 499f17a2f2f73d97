import type { AnnouncementSlide } from '../../stores/overlays';
import type { Execution } from './announcement-visibility';

/**
 * The popup's items as the server sends them (MCSFE_getListAnnouncements, contract popupItemSchema), checked
 * here: the browser does not run the contract's schemas, and an answer may be garbage. What is not a whole item
 * is left out; a list that is not a list is no items.
 */
export interface PopupItem {
  id: string;
  title: string;
  /** HTML, shown only sanitised. */
  content: string;
  /** The category's key. */
  promotionType: string;
  execution: Execution;
  forceRead: boolean;
}

/** More slides than a player would page through: the rest is left out. */
export const MAX_SLIDES = 20;

const EXECUTIONS: readonly unknown[] = ['A', 'B', 'F'] satisfies Execution[];

const popupItem = (v: unknown): PopupItem | null => {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const id = typeof o.id === 'number' && Number.isFinite(o.id) ? String(o.id) : o.id;
  if (typeof id !== 'string' || typeof o.title !== 'string' || typeof o.content !== 'string') return null;
  if (!EXECUTIONS.includes(o.execution)) return null;
  return {
    id,
    title: o.title,
    content: o.content,
    promotionType: typeof o.promotionType === 'string' ? o.promotionType : '',
    execution: o.execution as Execution,
    forceRead: o.forceRead === true,
  };
};

/** The whole items of an answer, in its order. */
export const popupItems = (raw: unknown): PopupItem[] =>
  Array.isArray(raw) ? raw.map(popupItem).filter((item) => item !== null) : [];

/** The categories' titles by key (PROMOFE_getPromotionAnnouncementCategory); empty for anything else. */
export const categoryTitles = (raw: unknown): ReadonlyMap<string, string> =>
  new Map(
    (Array.isArray(raw) ? (raw as unknown[]) : []).flatMap((c) => {
      const o = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>;
      return typeof o.key === 'string' && typeof o.title === 'string' && o.title.trim()
        ? [[o.key, o.title.trim()] as const]
        : [];
    }),
  );

/** An item as a slide, with its category's title (none for an unknown key). */
export const slideOf = (item: PopupItem, categories: ReadonlyMap<string, string>): AnnouncementSlide => ({
  id: item.id,
  title: item.title,
  content: item.content,
  category: categories.get(item.promotionType) ?? null,
});
