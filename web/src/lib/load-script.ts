const loads = new Map<string, Promise<void>>();

/**
 * Adds a classic script to the page once per URL (vendor widgets, the mini-game): resolves when it has run,
 * rejects when it could not load, and then forgets it, so that a later call tries anew. `data` becomes its
 * data-* attributes (which vendor a script is, for whoever looks at the page).
 */
export const loadScript = (url: string, data: Record<string, string> = {}): Promise<void> => {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = url;
    el.async = true;
    Object.assign(el.dataset, data);
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      loads.delete(url);
      reject(new Error(`script not loaded: ${url}`));
    };
    document.head.appendChild(el);
  });
  loads.set(url, loading);
  return loading;
};
