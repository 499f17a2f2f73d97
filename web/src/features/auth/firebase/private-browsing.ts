import { isPrivateBrowsing, type PrivateBrowsingSignals } from './social-rules';

type StorageWithDirectory = StorageManager & { getDirectory?: () => Promise<unknown> };

/** Reads the storage signals of private browsing from the browser (see isPrivateBrowsing). */
async function privateBrowsingSignals(): Promise<PrivateBrowsingSignals> {
  const storage = navigator.storage as StorageWithDirectory | undefined;
  let storageDirectoryError: PrivateBrowsingSignals['storageDirectoryError'] = null;
  if (storage?.getDirectory) {
    try {
      await storage.getDirectory();
    } catch (err) {
      const e = err as { name?: unknown; message?: unknown };
      storageDirectoryError = { name: String(e?.name ?? ''), message: String(e?.message ?? err) };
    }
  }
  let quota: number | null = null;
  try {
    quota = (await storage?.estimate?.())?.quota ?? null;
  } catch {
    // No estimate: the quota test does not apply.
  }
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  return { storageDirectoryError, quota, heapSizeLimit: memory?.jsHeapSizeLimit ?? null };
}

/** True in private browsing (as far as the browser shows it); asked once, the answer does not change. */
let answer: Promise<boolean> | null = null;
export const probePrivateBrowsing = (): Promise<boolean> =>
  (answer ??= privateBrowsingSignals().then(isPrivateBrowsing, () => false));
