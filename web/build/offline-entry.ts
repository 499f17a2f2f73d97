// The entry of /m/offline.html's inline script (bundled by web/build/service-worker.ts with every locale's texts).
import { showOfflinePage, type OfflineTexts } from '../src/sw/offline-page';

declare const __OFFLINE_TEXTS__: Record<string, OfflineTexts>;

showOfflinePage(__OFFLINE_TEXTS__);
