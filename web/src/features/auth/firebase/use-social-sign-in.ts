import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import {
  COMING_SOON_MESSAGE_MS,
  INCOGNITO_MESSAGE_MS,
  SOCIAL_CHANNELS,
  SOCIAL_REDIRECT_MARKER_KEY,
  type FirebaseChannel,
  type SocialChannel,
} from '@app/contract/constants/social-sign-in';
import { SPEC_MESSAGE_KEY } from '@app/contract/first-load-errors';
import type { PublicSettings } from '@app/contract/settings';
import { readDeviceFacts } from '../../../lib/device';
import { session as sessionStore } from '../../../lib/storage';
import { useAppStore } from '../../../stores/app-store';
import { useOverlays } from '../../../stores/overlays';
import { hasNativeBridge, nativeSignIn } from './native-bridge';
import { useFirebaseExchange } from './use-firebase-exchange';
import { probePrivateBrowsing } from './private-browsing';
import { socialSignInMethod } from './social-rules';

type SocialSdk = typeof import('./social-provider');

let sdkLoading: Promise<SocialSdk> | null = null;
let sdk: SocialSdk | null = null;
let privateBrowsing: boolean | null = null;

/** The Firebase SDK is loaded and private browsing known (see prepareSocialSignIn). */
export const socialSignInPrepared = (): boolean => sdk !== null && privateBrowsing !== null;

/**
 * Loads the Firebase side (the SDK) and asks whether this is private browsing, once. Called when the buttons
 * are on screen, which wait for it, so that a tap knows both and can open the popup within the tap.
 */
export function prepareSocialSignIn(settings: PublicSettings): Promise<SocialSdk> {
  sdkLoading ??= Promise.all([import('./social-provider'), probePrivateBrowsing()])
    .then(([loaded, isPrivate]) => {
      loaded.prepareFirebaseAuth(settings.smsProvider);
      privateBrowsing = isPrivate;
      sdk = loaded;
      return loaded;
    })
    .catch((err: unknown) => {
      sdkLoading = null;
      throw err;
    });
  return sdkLoading;
}

/** Provider outcomes that are the player's own choice (closing the popup, a second tap): nothing to show. */
const SILENT_PROVIDER_ERRORS = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

const isSocialChannel = (value: string | null): value is SocialChannel =>
  SOCIAL_CHANNELS.some((c) => c === value);

/**
 * Social sign-in (§4): the provider sign-in by popup, redirect or the app's bridge, the id token exchanged
 * with the server, and bind_customer_required answered by registering automatically or by the login-choice
 * dialog. `signIn` must be called within the tap (it opens the popup synchronously).
 */
export function useSocialSignIn(settings: PublicSettings) {
  const { t } = useTranslation();
  const device = useAppStore((s) => s.device);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { smsProvider } = settings;
  const { exchange, registerNew, ...choice } = useFirebaseExchange(settings);

  /** A failed provider sign-in: silent when the player closed it, else an alert with the provider's code. */
  const providerFailed = useCallback(
    (err: unknown) => {
      const code = String((err as { code?: unknown })?.code ?? 'auth/unknown');
      if (SILENT_PROVIDER_ERRORS.has(code)) return;
      useOverlays.getState().alert(t('social_sign_in_failed', { code }));
    },
    [t],
  );

  /** One sign-in at a time: the buttons are busy until the work ends. */
  const whileBusy = useCallback((work: Promise<unknown>) => {
    busyRef.current = true;
    setBusy(true);
    void work.finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  }, []);

  /** From the provider's id token (null: nothing to exchange) to the end of the exchange. */
  const run = useCallback(
    (channel: FirebaseChannel, idToken: Promise<string | null>) =>
      whileBusy(idToken.then((token) => (token ? exchange(channel, token) : undefined), providerFailed)),
    [whileBusy, exchange, providerFailed],
  );

  const redirect = useCallback(
    (channel: SocialChannel) => {
      sessionStore.set(SOCIAL_REDIRECT_MARKER_KEY, channel);
      return prepareSocialSignIn(settings).then((loaded) => loaded.redirectSignIn(smsProvider, channel));
    },
    [settings, smsProvider],
  );

  const signIn = useCallback(
    (channel: SocialChannel) => {
      if (busyRef.current) return;
      const overlays = useOverlays.getState();
      if (privateBrowsing) {
        overlays.showToast(t(SPEC_MESSAGE_KEY.notSupportIncognito), INCOGNITO_MESSAGE_MS);
        return;
      }
      const method = socialSignInMethod({
        channel,
        device,
        deviceFacts: readDeviceFacts(),
        nativeBridge: hasNativeBridge(),
      });
      if (method === 'coming_soon') {
        overlays.showToast(t(SPEC_MESSAGE_KEY.comingSoon), COMING_SOON_MESSAGE_MS);
        return;
      }
      if (method === 'native') return run(channel, nativeSignIn(channel));
      // The popup opens now, within the tap; were the SDK or the private-browsing answer not ready yet, the
      // tap's permission to open a window would be gone by then, so the sign-in goes by redirect instead.
      if (method === 'popup' && sdk && privateBrowsing === false) {
        return run(channel, sdk.popupSignIn(smsProvider, channel));
      }
      run(
        channel,
        probePrivateBrowsing().then((isPrivate) => {
          if (!isPrivate) return redirect(channel);
          overlays.showToast(t(SPEC_MESSAGE_KEY.notSupportIncognito), INCOGNITO_MESSAGE_MS);
          return null;
        }),
      );
    },
    [device, run, redirect, smsProvider, t],
  );

  // A redirect sign-in comes back to this screen: complete it (the session marker says one is under way).
  useEffect(() => {
    const marker = sessionStore.get(SOCIAL_REDIRECT_MARKER_KEY);
    if (marker === null) return;
    sessionStore.remove(SOCIAL_REDIRECT_MARKER_KEY);
    if (!isSocialChannel(marker)) return;
    run(
      marker,
      prepareSocialSignIn(settings).then((loaded) => loaded.completeRedirectSignIn(smsProvider)),
    );
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    busy,
    ...choice,
    signIn,
    /** One-tap Google's id token (already a Firebase one) goes through the same exchange. */
    exchangeGoogle: (idToken: Promise<string>) => run('google', idToken),
    /** 'register new'. */
    registerNewAccount: () => {
      choice.closeChoice();
      whileBusy(registerNew());
    },
  };
}
