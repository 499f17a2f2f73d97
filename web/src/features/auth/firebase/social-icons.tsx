import type { ReactNode } from 'react';
import type { SocialChannel } from '@app/contract/constants/social-sign-in';

/** The providers' names as their brands write them (not translated). */
export const PROVIDER_NAMES: Record<SocialChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
};

/** The providers' marks, decorative (the button's text names the provider). */
export const PROVIDER_ICONS: Record<SocialChannel, ReactNode> = {
  google: (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
      />
    </svg>
  ),
  twitter: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M17.75 4h2.6l-5.68 6.5L21.35 20h-5.23l-4.1-5.36L7.33 20H4.72l6.08-6.95L4.4 4h5.36l3.7 4.9zm-.91 14.42h1.44L8.98 5.5H7.43z"
      />
    </svg>
  ),
  line: (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M12 4C7.03 4 3 7.25 3 11.26c0 3.6 3.2 6.6 7.51 7.17.29.06.69.19.79.44.09.23.06.58.03.81l-.13.77c-.04.23-.18.89.78.49.96-.41 5.2-3.06 7.09-5.24C20.37 14.27 21 12.85 21 11.26 21 7.25 16.97 4 12 4z"
      />
      <path
        fill="#06C755"
        d="M7.6 13.2V9.6h.8v2.9h1.6v.7zm3 0V9.6h.8v3.6zm1.6 0V9.6h.7l1.6 2.2V9.6h.8v3.6h-.7l-1.6-2.2v2.2zm3.6 0V9.6h2.5v.7h-1.7v.7h1.7v.7h-1.7v.8h1.7v.7z"
      />
    </svg>
  ),
};
