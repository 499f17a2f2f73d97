/** The download image popup (issue 11 §3): it starts on the home routes after the first screen. */
export { startImagePopup } from './start';
