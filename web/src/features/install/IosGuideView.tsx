import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import { iosVersion, isIpad, readDeviceFacts } from '../../lib/device';
import { useSettings } from '../../stores/app-store';
import { loadDownloadLinks } from './download-links';
import { AppIcon } from './AppIcon';
import { AddSquareIcon, CloseIcon, ShareIcon } from './install-icons';
import { iosLegacyTip, iosProfileTip } from './ios-guide-tips';
import './install.css';

/** The profile download: not yet, under way (the go-to-settings tip), or the player came back (the version tip). */
type ProfileStage = 'idle' | 'downloading' | 'returned';

/** The merchant's web-clip profile (MOBILECONFIG), once the links are in; null when there is none. */
function useProfileUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    loadDownloadLinks().then(
      (links) => !gone && setUrl(links.MOBILECONFIG ?? null),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, []);
  return url;
}

/** 'downloading' turns 'returned' when the page gets the focus back (from Safari's dialog or from Settings). */
function useReturnAfterDownload(stage: ProfileStage, setStage: (stage: ProfileStage) => void): void {
  useEffect(() => {
    if (stage !== 'downloading') return;
    const back = () => {
      if (document.visibilityState === 'visible') setStage('returned');
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [stage, setStage]);
}

/**
 * The iOS step-by-step install guide (entry §2, §8): Share, Add to Home Screen, Add, with a hint
 * pointing at Safari's share button (at the bottom on an iPhone, at the top on an iPad); the legacy tip of iOS
 * 12.0–12.1 or 11 and earlier; and, when the merchant has one, the MOBILECONFIG profile: its download (in this
 * window), then the go-to-settings tip, then, once the player is back, the tip of their iOS version.
 */
export function IosGuideView({ dismiss }: { dismiss(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const settings = useSettings();
  const facts = readDeviceFacts();
  const version = iosVersion(facts);
  const legacy = iosLegacyTip(version);
  const top = isIpad(facts) ? ' is-top' : '';
  const profileUrl = useProfileUrl();
  const [stage, setStage] = useState<ProfileStage>('idle');
  useReturnAfterDownload(stage, setStage);
  const icon = settings?.mobileTemplate.apple_touch_icon || settings?.mobileTemplate.image_logo;

  return (
    <Modal
      backdropClassName={`ios-guide-backdrop${top}`}
      className="ios-guide"
      labelledBy={titleId}
      describedBy={introId}
      onClose={dismiss}
    >
      <div className="ios-guide-head">
        <AppIcon className="install-icon" src={icon || null} name={settings?.name ?? ''} />
        <h2 id={titleId}>{t('ios_guide_title')}</h2>
        <button type="button" className="install-close" aria-label={t('close')} onClick={dismiss}>
          <CloseIcon />
        </button>
      </div>
      <p id={introId} className="ios-guide-intro">
        {t('ios_guide_intro', { name: settings?.name ?? '' })}
      </p>
      {legacy && (
        <p className="ios-guide-tip">
          {t(legacy === 'ios12early' ? 'ios_legacy_tip_12' : 'ios_legacy_tip_11')}
        </p>
      )}
      <ol className="ios-steps">
        <li>
          <span className="ios-step-num">1</span>
          <span className="ios-step-icon">
            <ShareIcon />
          </span>
          <span>{t('ios_step_share')}</span>
        </li>
        <li>
          <span className="ios-step-num">2</span>
          <span className="ios-step-icon">
            <AddSquareIcon />
          </span>
          <span>{t('ios_step_add')}</span>
        </li>
        <li>
          <span className="ios-step-num">3</span>
          <span>{t('ios_step_confirm')}</span>
        </li>
      </ol>
      {profileUrl && (
        <div className="ios-profile">
          <p>{t('ios_profile_text')}</p>
          {/* Same window: a .mobileconfig target is a download (entry §5). */}
          <a className="btn btn-ghost btn-block" href={profileUrl} onClick={() => setStage('downloading')}>
            {t('ios_profile_download')}
          </a>
          <div role="status">
            {stage !== 'idle' && <p className="ios-guide-tip">{t('ios_profile_settings_tip')}</p>}
            {stage === 'returned' && (
              <p className="ios-guide-tip">
                {t(iosProfileTip(version) === 'ios17' ? 'ios_profile_tip_17' : 'ios_profile_tip_older')}
              </p>
            )}
          </div>
        </div>
      )}
      <button type="button" className="btn btn-primary btn-block ios-guide-done" onClick={dismiss}>
        {t('ios_guide_done')}
      </button>
      {createPortal(
        <div className={`ios-share-hint${top}`} aria-hidden="true">
          <span className="ios-share-hint-bubble">
            <ShareIcon size={18} /> {t('ios_share_hint')}
          </span>
          <svg className="ios-share-hint-arrow" width="28" height="28" viewBox="0 0 24 24">
            <path
              d="M12 4v15M6 13l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </div>,
        document.body,
      )}
    </Modal>
  );
}
