/** Images loaded lazily (entry §9): how far ahead of the viewport, and after what delay. */

// --- entry §9 ---
export const LAZY_IMAGE_THRESHOLD = 100;
export const LAZY_IMAGE_DELAY_MS = 150;
