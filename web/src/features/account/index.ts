/**
 * The member's account data other features use: the member calls (member info, the rank progress…) and the
 * moment the member type is known. Kept apart from the member screens, which themselves use features that need it.
 */
export { memberApi } from './api';
export { memberReady } from './member-ready';
