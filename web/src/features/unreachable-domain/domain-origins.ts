/**
 * The origins of the merchant's domain list, each once, in list order: an entry names a host ('m.example.com',
 * taken as https) or a URL; only http(s) ones count, so nothing else is ever pinged or followed.
 */
export const domainOrigins = (domainList: readonly { domainName: string }[]): string[] => {
  const origins = new Set<string>();
  for (const { domainName } of domainList) {
    const text = domainName.trim();
    if (!text) continue;
    try {
      const url = new URL(text.includes('://') ? text : `https://${text}`);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not a URL: skipped.
    }
  }
  return [...origins];
};
