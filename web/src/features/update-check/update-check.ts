import type { ManifestReading } from './manifests';

/**
 * Whether a new version was deployed: a manifest reads differently from the first time it was read. A manifest
 * that could not be read (now or before) says nothing.
 */
export const manifestsChanged = (first: ManifestReading, now: ManifestReading): boolean =>
  now.some((fingerprint, i) => fingerprint !== null && first[i] != null && first[i] !== fingerprint);

/**
 * The check (entry §3, update check): reads the manifests and, the first time one has changed, prompts; never
 * again after that. Checks do not overlap (a slow reading is not read twice).
 */
export function createUpdateCheck(
  read: () => Promise<ManifestReading>,
  prompt: () => void,
): () => Promise<void> {
  let first: ManifestReading = [];
  let prompted = false;
  let reading = false;
  return async () => {
    if (prompted || reading) return;
    reading = true;
    try {
      const now = await read();
      if (manifestsChanged(first, now)) {
        prompted = true;
        prompt();
      } else {
        first = now.map((fingerprint, i) => first[i] ?? fingerprint);
      }
    } finally {
      reading = false;
    }
  };
}
