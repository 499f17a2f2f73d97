/**
 * The way out of an Android in-app browser (entry §2 open-in-Chrome): an intent link that opens this page in
 * Chrome, and in the in-app browser's own view when Chrome is missing (S.browser_fallback_url). Only an http(s)
 * page has one. The page's #fragment does not travel: the intent's own fragment takes its place.
 */
export function chromeIntentUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hash = '';
  const scheme = url.protocol.slice(0, -1);
  const fallback = encodeURIComponent(url.href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}
