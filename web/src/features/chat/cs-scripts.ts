import type { CustomerServiceEntry } from '@app/contract/settings';

/** The customer-service vendors whose scripts the app loads (signed-in §3 csType). */
export const CS_SCRIPT_TYPES: readonly CustomerServiceEntry['csType'][] = [
  'AICAN',
  'MIDUOKE',
  'LIVECHAT',
  'COMM100',
  'COMM100VIP',
];

/** Where the page is, as the URL check reads it. */
export interface CsPage {
  /** location.origin */
  origin: string;
  /** The server runs in test or demo mode (system status `test`): its same-origin stand-ins are allowed. */
  test: boolean;
}

/**
 * A vendor script's URL, checked: https only (the real vendors), or a script of this very site when the server
 * is in test or demo mode (its /demo-cs/ stand-ins). Anything else (http elsewhere, javascript:, data:, a
 * same-origin script in production, where only the vendors are expected) is never loaded.
 */
export const csScriptUrl = (src: string, page: CsPage): string | null => {
  if (!src.trim()) return null;
  let url: URL;
  try {
    url = new URL(src.trim(), page.origin);
  } catch {
    return null;
  }
  const sameOrigin = url.origin === page.origin;
  if (sameOrigin) return page.test && /^https?:$/.test(url.protocol) ? url.href : null;
  return url.protocol === 'https:' ? url.href : null;
};

/** The scripts to load: known vendors only, checked URLs only, each URL once. */
export const csScriptsToLoad = (
  scripts: readonly { csType: string; src: string }[],
  page: CsPage,
): { csType: string; url: string }[] => {
  const seen = new Set<string>();
  return scripts.flatMap(({ csType, src }) => {
    const url = (CS_SCRIPT_TYPES as readonly string[]).includes(csType) ? csScriptUrl(src, page) : null;
    if (!url || seen.has(url)) return [];
    seen.add(url);
    return [{ csType, url }];
  });
};
