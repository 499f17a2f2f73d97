// System notices (entry §2, signed-in §2): the maintenance and access-denied screens that replace the app while
// the status says so (app/App.tsx loads SystemNoticeScreen.tsx lazily, by its own module), and the watch that
// refreshes the status.
export { startSystemWatch } from './start';
