import { useId } from 'react';
import { Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import { useSettings } from '../../stores/app-store';
import type { OverlayOf } from '../../stores/overlays';
import { AppIcon } from './AppIcon';
import { appIconUrl } from './download-links';
import { useDownloadLinks } from './use-download-links';
import './app-upgrade.css';

const UP = 'M12 4 5 11l1.4 1.4 4.6-4.6V20h2V7.8l4.6 4.6L19 11z';

/**
 * The app-upgrade modal (signed-in §2, §4): a title, a description and an update button, which opens the app
 * link. Closable (Later, Escape) unless MANDATORYAPPUPDATES3 is on; a mandatory one stays after the update button,
 * since the player must come back in the new version.
 */
export function AppUpgradeView({ overlay, dismiss }: { overlay: OverlayOf<'upgrade'>; dismiss(): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const links = useDownloadLinks();
  const titleId = useId();
  const textId = useId();
  const name = settings?.name ?? '';
  const icon =
    links && settings
      ? appIconUrl(links, settings.mobileTemplate.apple_touch_icon, window.location.origin)
      : null;
  const update = () => {
    window.location.assign(overlay.url);
    if (!overlay.mandatory) dismiss();
  };
  return (
    <Modal
      backdropClassName="backdrop"
      className="dialog app-upgrade"
      role={overlay.mandatory ? 'alertdialog' : 'dialog'}
      labelledBy={titleId}
      describedBy={textId}
      onClose={overlay.mandatory ? undefined : dismiss}
    >
      <div className="app-upgrade-art" aria-hidden="true">
        <AppIcon src={icon} name={name} className="app-upgrade-icon" />
        <span className="app-upgrade-badge">
          <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <path d={UP} fill="currentColor" />
          </svg>
        </span>
      </div>
      <h2 id={titleId}>{t('upgrade_title')}</h2>
      <p id={textId}>{t(overlay.mandatory ? 'upgrade_mandatory_text' : 'upgrade_text')}</p>
      <div className="app-upgrade-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={update}>
          {t('upgrade_update')}
        </button>
        {!overlay.mandatory && (
          <button type="button" className="app-upgrade-later" onClick={dismiss}>
            {t('upgrade_later')}
          </button>
        )}
      </div>
    </Modal>
  );
}
