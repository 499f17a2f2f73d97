import { useOverlays } from '../../stores/overlays';
import { fetchNewWorker } from './activate-worker';
import { readManifests } from './manifests';
import { updateCheckSchedule } from './schedule';
import { registerServiceWorker } from './service-worker';
import { createUpdateCheck } from './update-check';

/**
 * Starts the update check on its schedule, and registers the service worker with it (both after the first
 * screen). A new version queues the update prompt and has the browser fetch the new worker meanwhile, so that
 * the prompt's refresh finds it ready. Answers the stop.
 */
export function startUpdateCheck(): () => void {
  void registerServiceWorker();
  const check = createUpdateCheck(
    () => readManifests(Date.now()),
    () => {
      void fetchNewWorker();
      useOverlays.getState().open('update', {});
    },
  );
  // The schedule counts from the page's start (performance.now()), not from when this code arrived.
  return updateCheckSchedule(() => void check(), performance.now());
}
