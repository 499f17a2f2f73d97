/** Social and phone sign-in with Firebase (entry §3, §4, §5, §9). */

/** firebaseChannel of the social login and register posts: the four social buttons and the phone-code sign-in. */
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];
/** The social buttons of the login screen, in the spec's order. */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
/** The iOS Safari popup is used only when the iOS version is above this one (else the redirect). */
export const IOS_SAFARI_POPUP_ABOVE_VERSION = 12;
/** Session storage key of the redirect sign-in's marker: the channel whose redirect is under way. */
export const SOCIAL_REDIRECT_MARKER_KEY = 'socialRedirect';
/** entry §9: how long the notice that sign-in does not work in a private window stays. */
export const INCOGNITO_MESSAGE_MS = 1_500;
/** How long the 'coming_soon' notice of a channel without its native bridge stays (not in the spec: like its other short notices). */
export const COMING_SOON_MESSAGE_MS = 1_500;
/** Google Identity Services, the script behind one-tap Google sign-in (GOOGLELOGIN3). */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
