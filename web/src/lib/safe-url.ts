/**
 * The URLs the app follows: only http(s). A javascript:, data: or any other scheme (from the server, a banner,
 * a download link, a customer-service entry) is never followed.
 */

/**
 * The link as an absolute http(s) URL, resolved against `base` (the reference server serves its demo files
 * under relative /wps/ paths), or null.
 */
export const followableUrl = (raw: string, base: string): string | null => {
  // An empty link would resolve to the page itself.
  if (!raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** An absolute http(s) URL, else null: a relative path is not taken either. */
export const httpUrl = (text: string | null): string | null => {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
