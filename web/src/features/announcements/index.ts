/** The announcement popup (issue 11 §2): it starts on the home routes after the first screen. */
export { startAnnouncements } from './start';
