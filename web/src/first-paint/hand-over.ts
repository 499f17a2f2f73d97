/**
 * The hand-over from a prerendered screen (web/build/prerender.ts) to the app: the app renders into a container
 * of its own, off the page, and replaces the prerendered #root once its screen is ready (ScreenReady sets
 * data-interactive). So the page never shows the app's loading fallback in between, never holds both copies of a
 * form at once, and the prerendered screen (inert until then) takes no input that would be lost.
 */

import { SHELL_TEXT_HIDDEN_CLASS, PRERENDERED_ATTRIBUTE } from './markers';

const READY = 'interactive';

/** The element the app renders into: #root itself, or a new one that takes its place when the screen is ready. */
export function appContainer(doc: Document): HTMLElement {
  const shell = doc.getElementById('root');
  if (!shell) throw new Error('The page has no #root');
  if (!shell.hasAttribute(PRERENDERED_ATTRIBUTE)) return shell;
  const container = doc.createElement('div');
  container.id = 'root';
  const root = doc.documentElement;
  const handOver = () => {
    if (root.dataset[READY] !== 'true' || !shell.isConnected) return false;
    shell.replaceWith(container);
    root.classList.remove(SHELL_TEXT_HIDDEN_CLASS);
    return true;
  };
  const observer = new MutationObserver(() => {
    if (handOver()) observer.disconnect();
  });
  observer.observe(root, { attributes: true, attributeFilter: [`data-${READY}`] });
  return container;
}
