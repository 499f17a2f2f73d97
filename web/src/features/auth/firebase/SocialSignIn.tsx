import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { SOCIAL_CHANNELS } from '@app/contract/constants/social-sign-in';
import type { PublicSettings } from '@app/contract/settings';
import { useAppStore } from '../../../stores/app-store';
import { whenIdle } from '../../../lib/when-idle';
import { probePrivateBrowsing } from './private-browsing';
import { resetSocialArgs, useSocialArgs } from './social-args';
import { PROVIDER_ICONS, PROVIDER_NAMES } from './social-icons';
import { LoginChoiceDialog } from './LoginChoiceDialog';
import { oneTapGoogleOffered } from './social-rules';
import { prepareSocialSignIn, socialSignInPrepared, useSocialSignIn } from './use-social-sign-in';
import './social.css';

/** The social buttons (google, facebook, twitter, line), one-tap Google and the login-choice dialog. */
export function SocialSignIn({ settings }: { settings: PublicSettings }) {
  const { t } = useTranslation();
  const labelId = useId();
  const social = useSocialSignIn(settings);
  const pending = useSocialArgs((s) => s.args);
  const device = useAppStore((s) => s.device);
  const [prepared, setPrepared] = useState(socialSignInPrepared);

  useEffect(
    () =>
      whenIdle(() => {
        // Without the SDK (a failed load) the buttons still work: a tap loads it again, then redirects.
        void prepareSocialSignIn(settings)
          .catch(() => undefined)
          .finally(() => setPrepared(true));
      }),
    [settings],
  );

  // One-tap Google (GOOGLELOGIN3).
  const exchangeGoogle = useRef(social.exchangeGoogle);
  exchangeGoogle.current = social.exchangeGoogle;
  const { smsProvider } = settings;
  const GOOGLELOGIN3 = settings.whitelabel.GOOGLELOGIN3;
  useEffect(() => {
    let withdraw: (() => void) | undefined;
    let gone = false;
    void (async () => {
      const privateBrowsing = await probePrivateBrowsing();
      const offered = oneTapGoogleOffered({
        GOOGLELOGIN3,
        socialSignInAvailable: true,
        googleWebClientId: smsProvider.googleWebClientId,
        device,
        privateBrowsing,
      });
      if (!offered || gone) return;
      const [sdk, oneTap] = await Promise.all([prepareSocialSignIn(settings), import('./google-one-tap')]);
      if (gone) return;
      withdraw = await oneTap.showGoogleOneTap(smsProvider.googleWebClientId, (credential) =>
        exchangeGoogle.current(sdk.googleCredentialSignIn(smsProvider, credential)),
      );
      if (gone) withdraw();
    })().catch(() => {
      // One-tap is an extra: without Google's script the buttons remain.
    });
    return () => {
      gone = true;
      withdraw?.();
    };
  }, [GOOGLELOGIN3, smsProvider, device, settings]);

  return (
    <section className="social-sign-in" aria-labelledby={labelId}>
      <p className="social-divider" id={labelId}>
        <span>{t('social_sign_in_title')}</span>
      </p>
      {pending && !social.choice && (
        <div className="social-pending" role="status">
          <span>{t('social_link_pending', { provider: providerName(pending.firebaseChannel) })}</span>
          <button type="button" className="social-pending-cancel" onClick={resetSocialArgs}>
            {t('cancel')}
          </button>
        </div>
      )}
      <div className="social-buttons">
        {SOCIAL_CHANNELS.map((channel) => (
          <button
            key={channel}
            type="button"
            className={`social-button social-${channel}`}
            // Until the SDK is ready a tap could not open the popup within the tap.
            disabled={social.busy || !prepared}
            aria-busy={social.busy || !prepared}
            onClick={() => social.signIn(channel)}
          >
            <span className="social-mark">{PROVIDER_ICONS[channel]}</span>
            <span className="social-name">{PROVIDER_NAMES[channel]}</span>
          </button>
        ))}
      </div>
      {social.choice && (
        <LoginChoiceDialog
          choice={social.choice}
          onLogInToExisting={social.logInToExisting}
          onRegisterNew={social.registerNewAccount}
        />
      )}
      {social.twoFactorModal}
    </section>
  );
}

const providerName = (channel: string): string =>
  channel in PROVIDER_NAMES ? PROVIDER_NAMES[channel as keyof typeof PROVIDER_NAMES] : channel;
