/**
 * Tracking, pixels, error reports and Web Vitals (features/tracking): started with the overlay dialogs, idle after
 * the first screen, as a chunk of its own; the pixels and web-vitals load from there, after the page is interactive.
 */
export const startTracking = (): void =>
  void import('../features/tracking').then(
    (m) => m.startTracking(),
    () => undefined,
  );
