/** Language selection (issue 11 §5): the picker and the sync with the member's server-side language. */
export { LanguagePicker } from './LanguagePicker';
