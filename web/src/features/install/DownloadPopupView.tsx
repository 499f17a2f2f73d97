import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import {
  DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS,
  INSTALL_PROMPT_TRANSITION_MS,
} from '@app/contract/constants/install';
import type { LaunchSettings } from '@app/contract/settings';
import { useCall } from '../../api/use-call';
import { icon, outline } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import { useSettings } from '../../stores/app-store';
import { isDownloadTrigger } from './download-prompt-rule';
import { launchSettingsQuery } from './launch-settings';
import { openAppDownload } from './open-app-download';
import { promptClosed, promptHandled } from './prompt-session';
import { startWebAppInstall, webAppInstallOffered } from './web-app-install';
import './download-popup.css';

/** The popup's look from the launch settings: the message (app_desc), its colour, app_background and theme. */
export interface PopupLook {
  /** null: the app's own message. */
  message: string | null;
  background: string | null;
  textColor: string | null;
  dark: boolean;
}

/**
 * A colour as CSS writes it (#hex, rgb()/hsl(), a name): the settings' colours go into the page's style, where
 * anything else (a url() that fetches, a value that hides the text) has no business.
 */
const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

/**
 * The launch settings' look, each only when its toggle is on: app_desc (else the merchant's mobileTemplate
 * app_desc, else the app's message), app_desc_font_color, app_background, theme ('dark' or light).
 */
export function popupLook(launch: LaunchSettings | null, templateDesc: string): PopupLook {
  const value = (key: 'app_desc' | 'app_desc_font_color' | 'app_background' | 'theme') => {
    const toggle = launch?.[key];
    return toggle?.enabled && toggle.value.trim() ? toggle.value.trim() : null;
  };
  const color = (key: 'app_desc_font_color' | 'app_background') => {
    const found = value(key);
    return found && CSS_COLOR.test(found) ? found : null;
  };
  return {
    message: value('app_desc') ?? (templateDesc.trim() || null),
    background: color('app_background'),
    textColor: color('app_desc_font_color'),
    dark: value('theme') === 'dark',
  };
}

// The popup's actions are drawn a little bolder than the other install icons.
const BOLD_OUTLINE = outline(2.2);
const DownloadIcon = icon('M12 3v11m0 0 4.5-4.5M12 14 7.5 9.5M5 19h14', 20, BOLD_OUTLINE);
const AddIcon = icon(
  'M12 8v8m-4-4h8M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
  20,
  BOLD_OUTLINE,
);

/**
 * The download popup (entry §2, §4): the app logo, the message, the app download button, the web-app
 * install button (where the browser can install: web-app-install.ts), and continue-in-browser only when the
 * rule lets it be closed. The page behind stops scrolling about 0.5 s after it shows; continue-in-browser stores
 * the trigger's skip flag, counts up the close counter and hides it after a 250 ms fade.
 */
export function DownloadPopupView({
  trigger,
  closable,
  dismiss,
}: {
  trigger: string;
  closable: boolean;
  dismiss(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const settings = useSettings();
  const launch = useCall(launchSettingsQuery);
  const look = popupLook(
    launch.status === 'ready' ? launch.data : null,
    settings?.mobileTemplate.app_desc ?? '',
  );
  const [webAppOffered] = useState(webAppInstallOffered);
  const [leaving, setLeaving] = useState(false);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(fade.current), []);

  const close = () => {
    if (leaving) return;
    if (isDownloadTrigger(trigger)) promptClosed(trigger);
    setLeaving(true);
    fade.current = setTimeout(dismiss, INSTALL_PROMPT_TRANSITION_MS);
  };
  // The browser's install prompt needs the tap: closed and asked at once. The iOS guide takes the popup's place.
  const installWebApp = () => {
    if (closable && isDownloadTrigger(trigger)) promptHandled(trigger);
    dismiss();
    void startWebAppInstall();
  };

  const hero = {
    ...(look.background && { '--download-popup-bg': look.background }),
    ...(look.textColor && { '--download-popup-fg': look.textColor }),
  } as CSSProperties;
  const logo = settings?.mobileTemplate.image_logo;
  return (
    <Modal
      backdropClassName={`backdrop download-popup-backdrop${leaving ? ' is-leaving' : ''}`}
      className={`download-popup${look.dark ? ' download-popup-dark' : ''}`}
      labelledBy={titleId}
      describedBy={textId}
      onClose={closable ? close : undefined}
      scrollLockDelayMs={DOWNLOAD_POPUP_SCROLL_LOCK_DELAY_MS}
    >
      <div className="download-popup-hero" style={hero}>
        {logo && <img className="download-popup-logo" src={logo} alt="" width={88} height={88} />}
        <h2 id={titleId}>{t('download_popup_title', { name: settings?.name ?? '' })}</h2>
        <p id={textId}>{look.message ?? t('download_popup_message')}</p>
      </div>
      <div className="download-popup-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={() => void openAppDownload()}>
          <DownloadIcon />
          {t('download_popup_app')}
        </button>
        {webAppOffered && (
          <button type="button" className="btn download-popup-web-app btn-block" onClick={installWebApp}>
            <AddIcon />
            {t('download_popup_web_app')}
          </button>
        )}
        {closable && (
          <button type="button" className="download-popup-continue" onClick={close}>
            {t('download_popup_continue')}
          </button>
        )}
      </div>
    </Modal>
  );
}
