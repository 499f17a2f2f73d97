import { lazy, Suspense } from 'react';
import { useSettings } from '../../../stores/app-store';
import { phoneProviderInUse } from '../../../lib/phone-provider';

// The social section (and, after it, the Firebase SDK) loads only for a merchant with a Firebase project.
const SocialSignIn = lazy(async () => ({ default: (await import('./SocialSignIn')).SocialSignIn }));

/**
 * The login screen's social buttons: shown when the merchant's Firebase project is set up, the same facts as
 * the phone provider's (its firebase flag and apiKey).
 */
export function SocialSignInSlot() {
  const settings = useSettings();
  if (!settings || !phoneProviderInUse(settings.smsProvider)) return null;
  return (
    <Suspense fallback={null}>
      <SocialSignIn settings={settings} />
    </Suspense>
  );
}
