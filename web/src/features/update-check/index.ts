// The update check (entry §2, §3, §9): the app starts it after its first screen; the update prompt's refresh.
export { startUpdateCheck } from './start';
export { refreshToUpdate } from './reload-after-update';
export { NEW_WORKER_WAIT_MS } from './activate-worker';
