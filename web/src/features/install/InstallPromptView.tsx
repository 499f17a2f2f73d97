import { Fragment, useId, useState, type ReactNode } from 'react';
import { INSTALL_PROMPT_TRANSITION_MS } from '@app/contract/constants/install';
import { useCall } from '../../api/use-call';
import { Modal } from '../../components/Modal';
import { t as translate, useTranslation } from '../../i18n/translate';
import { readDeviceFacts } from '../../lib/device';
import { inAppBrowser } from '../../lib/in-app-browser';
import { useSettings } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { AppIcon } from './AppIcon';
import { chromeIntentUrl } from './in-app-way-out';
import { countDecline } from './install-counter';
import {
  BrowserIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  HomeScreenIcon,
  MoreIcon,
  ShareIcon,
} from './install-icons';
import { offeredInstallPrompt } from './install-start';
import type { InstallPromptButtons } from './install-prompt-rule';
import { launchSettingsQuery } from './launch-settings';
import { openAppDownload } from './open-app-download';
import { startWebAppInstall } from './web-app-install';
import './install.css';

// install.css times the prompt's coming and going with INSTALL_PROMPT_TRANSITION_MS (entry §9: 250 ms).
document.documentElement.style.setProperty('--install-transition', `${INSTALL_PROMPT_TRANSITION_MS}ms`);

const HEX = /^#[0-9a-fA-F]{6}$/;
const NO_BUTTONS: InstallPromptButtons = {
  app: false,
  webApp: false,
  openInChrome: false,
  openInSafari: false,
};
/** How long the copied-link message stays (not in the spec). */
const LINK_COPIED_MS = 3_000;

/** The merchant's look of the prompt: its name, icon, and bottom_app_desc with its colour. */
function usePromptLook() {
  const settings = useSettings();
  const { t } = useTranslation();
  const loaded = useCall(launchSettingsQuery);
  // The launch settings as loaded (entry §7), else as the status carries them.
  const launch = loaded.status === 'ready' && loaded.data ? loaded.data : settings?.launchSettings;
  const desc = launch?.bottom_app_desc;
  const color = launch?.bottom_app_desc_font_color;
  const name = settings?.name ?? '';
  return {
    name,
    icon: settings?.mobileTemplate.apple_touch_icon || settings?.mobileTemplate.image_logo || '',
    text: desc?.enabled && desc.value.trim() ? desc.value : t('install_prompt_text'),
    textStyle: color?.enabled && HEX.test(color.value) ? { color: color.value } : undefined,
  };
}

/** iOS in-app browsers: the illustrated way to Safari, with the link to paste as a fallback. */
function SafariSteps() {
  const { t } = useTranslation();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(window.location.href)
      .then(() => useOverlays.getState().showToast(translate('inapp_link_copied'), LINK_COPIED_MS))
      .catch(() => undefined);
  return (
    <div className="install-safari">
      <div className="install-safari-art" aria-hidden="true">
        <div className="install-safari-bar">
          <span className="install-safari-url" />
          <span className="install-safari-more">
            <MoreIcon size={18} />
          </span>
        </div>
        <div className="install-safari-menu">
          <span>
            <BrowserIcon size={16} /> Safari
          </span>
        </div>
      </div>
      <ol className="install-steps">
        <li>{t('inapp_safari_step_menu')}</li>
        <li>{t('inapp_safari_step_open')}</li>
      </ol>
      <button type="button" className="btn btn-ghost btn-block" onClick={copy}>
        <CopyIcon /> {t('inapp_copy_link')}
      </button>
    </div>
  );
}

interface BodyProps {
  buttons: InstallPromptButtons;
  titleId: string;
  textId: string;
  /** Closes the prompt (after its transition), then runs `then`. */
  leave(then?: () => void): void;
  /** The player says no: counts the decline and closes. */
  decline(): void;
  fullScreen: boolean;
}

/** What both variants show: the merchant's icon, name and text, the buttons, continue-in-browser and close. */
function PromptBody({ buttons, titleId, textId, leave, decline, fullScreen }: BodyProps) {
  const { t } = useTranslation();
  const look = usePromptLook();
  const [safariSteps, setSafariSteps] = useState(false);
  const inApp = inAppBrowser(readDeviceFacts().userAgent);
  const intent = buttons.openInChrome ? chromeIntentUrl(window.location.href) : null;

  // The first action is the primary one: the way out in an in-app browser, else the app, else the web app.
  const actions: { key: string; node: (className: string) => ReactNode }[] = [];
  if (intent)
    actions.push({
      key: 'chrome',
      node: (className) => (
        <a className={className} href={intent}>
          <BrowserIcon /> {t('install_open_in_chrome')}
        </a>
      ),
    });
  if (buttons.openInSafari && !safariSteps)
    actions.push({
      key: 'safari',
      node: (className) => (
        <button type="button" className={className} onClick={() => setSafariSteps(true)}>
          <ShareIcon /> {t('install_open_in_safari')}
        </button>
      ),
    });
  if (buttons.app)
    actions.push({
      key: 'app',
      node: (className) => (
        <button type="button" className={className} onClick={() => leave(() => void openAppDownload())}>
          <DownloadIcon /> {t('install_app')}
        </button>
      ),
    });
  if (buttons.webApp)
    actions.push({
      key: 'webApp',
      node: (className) => (
        <button
          type="button"
          className={className}
          onClick={() => {
            // The browser's prompt must be asked within the tap: before the prompt's own exit.
            void startWebAppInstall();
            leave();
          }}
        >
          <HomeScreenIcon /> {t('install_web_app')}
        </button>
      ),
    });

  return (
    <>
      <div className="install-head">
        <AppIcon
          src={look.icon || null}
          name={look.name}
          className={fullScreen ? 'install-icon is-large' : 'install-icon'}
        />
        <div className="install-titles">
          <h2 id={titleId}>{t('install_prompt_label', { name: look.name })}</h2>
          <p id={textId} style={look.textStyle}>
            {look.text}
          </p>
        </div>
      </div>
      {inApp && (
        <p className="install-inapp">
          {inApp === 'WebView' ? t('inapp_notice_generic') : t('inapp_notice', { app: inApp })}
        </p>
      )}
      {safariSteps && <SafariSteps />}
      {actions.length > 0 && (
        <div className="install-actions">
          {actions.map(({ key, node }, i) => (
            <Fragment key={key}>
              {node(`btn btn-block ${i === 0 && !safariSteps ? 'btn-primary' : 'btn-ghost'}`)}
            </Fragment>
          ))}
        </div>
      )}
      <button type="button" className="install-continue" onClick={decline}>
        {t('install_continue_in_browser')}
      </button>
      {/* Last in the order (shown at the top corner): a modal's first focus goes to the first action. */}
      <button type="button" className="install-close" aria-label={t('close')} onClick={decline}>
        <CloseIcon />
      </button>
    </>
  );
}

/**
 * The install prompt (entry §2, §4): the bottom bar, or its full-screen variant
 * (bottom_app_bar_mode), with the buttons install-start.ts decided; it comes and goes in
 * INSTALL_PROMPT_TRANSITION_MS. Closing it, or continuing in the browser, is a decline.
 */
export function InstallPromptView({ fullScreen, dismiss }: { fullScreen: boolean; dismiss(): void }) {
  const titleId = useId();
  const textId = useId();
  const [leaving, setLeaving] = useState(false);
  const buttons = offeredInstallPrompt()?.buttons ?? NO_BUTTONS;
  const leave = (then?: () => void) => {
    if (leaving) return;
    setLeaving(true);
    then?.();
    setTimeout(dismiss, INSTALL_PROMPT_TRANSITION_MS);
  };
  const decline = () => {
    if (leaving) return;
    countDecline();
    leave();
  };
  const body = <PromptBody {...{ buttons, titleId, textId, leave, decline, fullScreen }} />;

  if (fullScreen)
    return (
      <Modal
        backdropClassName={`install-full-backdrop${leaving ? ' is-leaving' : ''}`}
        className="install-full"
        labelledBy={titleId}
        describedBy={textId}
        onClose={decline}
      >
        {body}
      </Modal>
    );
  return (
    <section
      className={`install-bar${leaving ? ' is-leaving' : ''}`}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {body}
    </section>
  );
}
