import { useOverlays } from '../../stores/overlays';
import { readManifests } from './manifests';
import { updateCheckSchedule } from './schedule';
import { createUpdateCheck } from './update-check';

/** Starts the update check on its schedule; a new version queues the update prompt. Answers the stop. */
export function startUpdateCheck(): () => void {
  const check = createUpdateCheck(
    () => readManifests(Date.now()),
    () => useOverlays.getState().open('update', {}),
  );
  // The schedule counts from the page's start (performance.now()), not from when this code arrived.
  return updateCheckSchedule(() => void check(), performance.now());
}
