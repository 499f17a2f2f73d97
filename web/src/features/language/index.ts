/** Language selection (signed-in §4): the picker and the sync with the member's server-side language. */
export { LanguagePicker } from './LanguagePicker';
