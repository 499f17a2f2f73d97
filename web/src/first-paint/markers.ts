// The names the first paint shares between the build (web/build/prerender.ts), the inline head script, the app's
// hand-over and the server (server/src/static/page-fill.ts spells them again: the server does not import the web).

/** The attribute of #root in a prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On <html> while the prerendered text is not what this player gets: another language, or a guest's view for a member. */
export const SHELL_TEXT_HIDDEN_CLASS = 'shell-text-hidden';
/** On <html> while the parser has not read the whole page: a prerendered screen shows once it is whole. */
export const FIRST_SCREEN_PARSING_CLASS = 'first-screen-parsing';
/** The theme-colour meta carries this attribute when the server named the merchant's colour. */
export const MERCHANT_COLOR_ATTRIBUTE = 'data-merchant-color';
/** Stands for the merchant's name in the prerendered pages; the server replaces it with the name, escaped. */
export const MERCHANT_NAME_SLOT = '\u2060merchant-name\u2060';
/** In a prerendered page, names a module the app loads once the page has painted (the entry, then its imports). */
export const AFTER_PAINT_META = 'app-module-after-paint';
