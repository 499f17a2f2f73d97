import { useLayoutEffect, useState } from 'react';
import { DOWNLOAD_BAR_STAR_RATING } from '@app/contract/constants/install';
import { useCall } from '../../api/use-call';
import { CloseIcon, GiftIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/translate';
import { readDeviceFacts } from '../../lib/device';
import { useLocation } from '../../lib/router';
import { session as sessionArea } from '../../lib/storage';
import { useAppStore, useSession, useSettings } from '../../stores/app-store';
import { memberApi } from '../account';
import { availablePromotionsQuery } from '../available-promotions';
import { AppIcon } from './AppIcon';
import { downloadBarNeedsRank, downloadBarShows } from './download-bar-rule';
import { appIconUrl, downloadDevice, hasAppLink } from './download-links';
import { openAppDownload } from './open-app-download';
import { useDownloadLinks } from './use-download-links';
import './download-bar.css';

/** Session storage: the player closed the bar (entry §4 "hidden for the session once closed"). */
export const DOWNLOAD_BAR_CLOSED_KEY = 'downloadBarClosed';

/** Decided once at start (entry §4 "Device identity"). */
const DEVICE = downloadDevice(readDeviceFacts());

const STAR = 'm12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3L2.9 9.4l6.3-.8z';
const DOWNLOAD = 'M11 4h2v8.2l3.1-3.1 1.4 1.4-5.5 5.5-5.5-5.5 1.4-1.4 3.1 3.1V4Zm-6 14h14v2H5v-2Z';

function Stars() {
  return (
    <svg
      className="download-bar-stars"
      width="62"
      height="12"
      viewBox="0 0 124 24"
      aria-hidden="true"
      focusable="false"
    >
      {[0, 25, 50, 75, 100].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * The top app-download bar (entry §2, §4): the app icon (AppDownloadIcon), the 5.0 star rating, the download
 * button and close, and a gift icon when the APP_DOWNLOAD promotion is on. Whether it shows: downloadBarShows.
 * Fixed over the top of the page and sliding in, so nothing under it moves.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const systemNotice = useAppStore((s) => Boolean(s.status?.maintenance || s.status?.regionRestriction));
  const { pathname } = useLocation();
  const links = useDownloadLinks();
  const [closed, setClosed] = useState(() => sessionArea.get(DOWNLOAD_BAR_CLOSED_KEY) === '1');
  const [leaving, setLeaving] = useState(false);

  const signedIn = session !== null;
  const member = useCall(
    settings && downloadBarNeedsRank(settings.downloadBar, signedIn) ? memberApi.info : null,
  );
  const shows =
    settings !== null &&
    links !== null &&
    downloadBarShows({
      setting: settings.downloadBar,
      device: DEVICE.kind,
      path: pathname,
      systemNotice,
      closedThisSession: closed,
      signedIn,
      rankLevel: member?.status === 'ready' ? (member.data.clubLabel?.rankLevel ?? 0) : null,
      hasAppLink: hasAppLink(links, DEVICE),
    });
  // Said on the page, like the install prompt's decision: a test reads 'hidden' instead of waiting for a bar that
  // does not come. A layout effect: the marker changes in the commit that shows the bar, never after it.
  const decided = settings !== null && links !== null && member?.status !== 'loading';
  useLayoutEffect(() => {
    document.documentElement.dataset.downloadBar = !decided ? 'deciding' : shows ? 'shown' : 'hidden';
  }, [decided, shows]);
  const promotions = useCall(shows ? availablePromotionsQuery : null);
  if (!shows) return null;

  const gift = promotions?.status === 'ready' && promotions.data.APP_DOWNLOAD?.enabled === true;
  const close = () => {
    sessionArea.set(DOWNLOAD_BAR_CLOSED_KEY, '1');
    setLeaving(true);
  };
  return (
    <section
      className={leaving ? 'download-bar download-bar--leaving' : 'download-bar'}
      aria-label={t('download_bar_label')}
      onAnimationEnd={(e) => {
        // Its own slide out, not the gift's wiggle.
        if (leaving && e.target === e.currentTarget) setClosed(true);
      }}
    >
      <button
        type="button"
        className="download-bar-close"
        onClick={close}
        aria-label={t('download_bar_close')}
      >
        <CloseIcon />
      </button>
      <span className="download-bar-icon">
        <AppIcon
          src={appIconUrl(links, settings.mobileTemplate.apple_touch_icon, window.location.origin)}
          name={settings.name}
        />
        {gift && (
          <span className="download-bar-gift" role="img" aria-label={t('download_bar_gift')}>
            <GiftIcon />
          </span>
        )}
      </span>
      <div className="download-bar-info">
        <p className="download-bar-title">{t('download_bar_title', { name: settings.name })}</p>
        <p
          className="download-bar-rating"
          role="img"
          aria-label={t('download_bar_rating', { rating: DOWNLOAD_BAR_STAR_RATING })}
        >
          <Stars />
          <span aria-hidden="true">{DOWNLOAD_BAR_STAR_RATING}</span>
        </p>
        <p className="download-bar-text">{settings.mobileTemplate.app_desc || t('download_bar_text')}</p>
      </div>
      <button type="button" className="download-bar-download" onClick={() => void openAppDownload()}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={DOWNLOAD} fill="currentColor" />
        </svg>
        {t('download_bar_download')}
      </button>
    </section>
  );
}
