/** The announcement popup (signed-in §4): it starts on the home routes after the first screen. */
export { startAnnouncements } from './start';
