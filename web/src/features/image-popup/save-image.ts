import { openInNewWindow } from '../../lib/open-url';

/**
 * Saves the banner's image: a download of the file where the browser allows one (the image is on this site),
 * else the image in a new window, where the player keeps it as the browser lets them (long press, save). A
 * browser ignores `download` on a link to another origin (an image CDN) and would leave the app for the image.
 */
export function saveImage(url: string, fileName: string): void {
  if (new URL(url).origin !== window.location.origin) {
    openInNewWindow(url);
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // A link follows only while it is in the document.
  document.body.append(link);
  link.click();
  link.remove();
}
