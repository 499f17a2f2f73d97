/** The member feature as other features see it: its data and the moment the member type is known. */
export { memberApi } from './api';
export { memberReady } from './member-ready';
export { rankShare, type RankProgress } from './rank-progress';
