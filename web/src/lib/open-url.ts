/**
 * Opens the URL in a new window cut off from this one; where the popup is blocked, in this window.
 * `window.open(url, '_blank', 'noopener')` always answers null, which cannot be told from a blocked popup, so
 * the opener is cut by hand before the new page has run anything.
 */
export const openInNewWindow = (url: string): void => {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
};
