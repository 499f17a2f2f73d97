/** The auth feature as other features see it. */
// The social providers' names and marks (the member page lists the identities bound to the account).
export { PROVIDER_ICONS, PROVIDER_NAMES } from './firebase/social-icons';
