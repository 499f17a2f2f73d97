import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { captchaFlavour, type CaptchaAction, type CaptchaFields } from '@app/contract/captcha';
import { DEFAULT_GEETEST_VERSION } from '@app/contract/constants/captcha';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { useAppStore, useSettings } from '../../stores/app-store';
import { alertAndWait, useOverlays } from '../../stores/overlays';
import type { CaptchaNotice, CaptchaSession } from './captcha-session';

// The captcha's code (widget, field, Geetest adapter) loads only when a form runs a captcha.
const CaptchaBox = lazy(() => import('./CaptchaBox'));

export interface Captcha {
  /** What the form renders where the captcha goes; null when the action runs none. */
  element: ReactNode;
  /**
   * Before the request: the captcha's request fields ({} when the action runs none). Runs the captcha first when
   * the form has no result; null when no result came (the player was told: the Notice alert asking to verify
   * first, or 'verify geetest too fast').
   */
  ensure(): Promise<CaptchaFields | null>;
  /** After a failed request: the result is used up, so clear the input and fetch a new captcha. */
  reset(): void;
}

/** The captcha of one form: login, register or the SMS send (contract/src/captcha.ts says which, if any). */
export function useCaptcha(action: CaptchaAction): Captcha {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const scripts = useAppStore((s) => s.status?.geetestScripts ?? null);
  const flavour = settings ? captchaFlavour(action, settings) : 'none';
  const geetest = flavour === 'geetest' ? settings?.gw : undefined;
  const version = geetest?.GEETEST_VERSION ?? DEFAULT_GEETEST_VERSION;
  const captchaId = geetest?.GEETEST_ID ?? '';
  const scriptUrl = scripts?.[version] ?? '';
  const [session, setSession] = useState<CaptchaSession | null>(null);
  const sessionPromise = useRef<Promise<CaptchaSession | null>>(Promise.resolve(null));

  useEffect(() => {
    if (flavour === 'none') return;
    let live = true;
    let created: CaptchaSession | null = null;
    const notify = async (notice: CaptchaNotice) => {
      if (notice === 'tooFast') {
        useOverlays.getState().showToast(i18n.t('captcha_too_fast'), SUCCESS_MESSAGE_MS);
        return;
      }
      await alertAndWait(i18n.t('verify_first'));
    };
    sessionPromise.current = import('./captcha-session').then(
      ({ createCaptchaSession }) => {
        if (!live) return null;
        created = createCaptchaSession({
          action,
          flavour,
          version,
          captchaId,
          scriptUrl,
          language: () => i18n.language,
          notify,
        });
        setSession(created);
        created.start();
        return created;
      },
      () => null,
    );
    return () => {
      live = false;
      created?.destroy();
      setSession(null);
    };
  }, [action, flavour, version, captchaId, scriptUrl, i18n]);

  const ensure = useCallback(async (): Promise<CaptchaFields | null> => {
    if (flavour === 'none') return {};
    const current = await sessionPromise.current;
    if (current) return current.ensure();
    useOverlays.getState().alert(i18n.t('verify_first'));
    return null;
  }, [flavour, i18n]);

  const reset = useCallback(() => {
    void sessionPromise.current.then((current) => current?.reset());
  }, []);

  const element =
    flavour === 'none' ? null : (
      // Holds the captcha's height while its code loads, so the form does not jump.
      <div style={{ minHeight: 'var(--tap)' }}>
        {session && (
          <Suspense fallback={null}>
            <CaptchaBox session={session} />
          </Suspense>
        )}
      </div>
    );

  return { element, ensure, reset };
}
