import { useState, type ReactNode } from 'react';
import { ContactUsButton } from '../customer-service';
import type { MessageKey } from '../../i18n/keys';
import { i18n as strings, useTranslation } from '../../i18n/translate';
import { localeOf } from '../../i18n/locale-of';
import { useAppStore } from '../../stores/app-store';
import { noticeKind } from './notice-kind';
import { formatEndTime, isEnglish, maintenanceDescription } from './notice-text';
import { refreshSystemStatus } from './refresh-status';
import '../../components/notice-card.css';
import './system-notice.css';

/** A text in English, for the copy beneath a notice in another language (English is always loaded behind it). */
const englishText = (key: MessageKey): string => strings.textIn('EN', key) ?? '';

/**
 * The notice that replaces every route while the status calls for one (app/App.tsx): maintenance, or access
 * denied for a blocked region or IP (entry §2, signed-in §2). It reads the status from the store, so a refreshed
 * status changes or clears it without a reload.
 */
export default function SystemNoticeScreen() {
  const status = useAppStore((s) => s.status);
  const kind = status && noticeKind(status);
  if (!kind) return null;
  return kind === 'maintenance' ? (
    <MaintenanceNotice
      endTime={status.maintenanceEnd}
      description={status.maintenanceDescription}
      descriptionLanguage={status.maintenanceDescriptionLanguage}
    />
  ) : (
    <AccessDeniedNotice
      by={status.restrictedBy ?? 'REGION'}
      ip={status.ip}
      endTime={status.regionRestrictionEnd}
    />
  );
}

function MaintenanceNotice({
  endTime,
  description,
  descriptionLanguage,
}: {
  endTime: number | null;
  description: string;
  descriptionLanguage: string;
}) {
  const { t, i18n } = useTranslation();
  const text = maintenanceDescription(
    { maintenanceDescription: description, maintenanceDescriptionLanguage: descriptionLanguage },
    i18n.language,
  );
  return (
    <NoticeFrame
      art={<MaintenanceArt />}
      title={t('system_maintenance')}
      facts={endTime !== null && <EndTime ms={endTime} />}
      description={text.custom ?? t('maintenance_default_text')}
      descriptionLanguage={text.language}
      englishCopy={text.englishCopy ? englishText('maintenance_default_text') : null}
    />
  );
}

function AccessDeniedNotice({
  by,
  ip,
  endTime,
}: {
  by: 'REGION' | 'IP';
  ip: string;
  endTime: number | null;
}) {
  const { t, i18n } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void refreshSystemStatus().finally(() => setRetrying(false));
  };
  return (
    <NoticeFrame
      art={<AccessDeniedArt />}
      title={t(by === 'IP' ? 'access_denied_ip' : 'access_denied_region')}
      facts={
        <>
          <div>
            <dt>{t('your_ip')}</dt>
            <dd>
              <bdi dir="ltr">{ip}</bdi>
            </dd>
          </div>
          {endTime !== null && <EndTime ms={endTime} />}
        </>
      }
      description={t('access_denied_text')}
      descriptionLanguage={i18n.language}
      englishCopy={isEnglish(i18n.language) ? null : englishText('access_denied_text')}
      retry={
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={retry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {retrying ? t('please_wait') : t('retry')}
        </button>
      }
    />
  );
}

function EndTime({ ms }: { ms: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <dt>{t('end_time')}</dt>
      <dd>
        <time dateTime={new Date(ms).toISOString()}>{formatEndTime(ms, i18n.language)}</time>
      </dd>
    </div>
  );
}

/** The notices' one layout: a centred card over the merchant's colour, inside the screen's safe area. */
function NoticeFrame({
  art,
  title,
  facts,
  description,
  descriptionLanguage,
  englishCopy,
  retry,
}: {
  art: ReactNode;
  title: string;
  facts: ReactNode;
  description: string;
  descriptionLanguage: string;
  englishCopy: string | null;
  retry?: ReactNode;
}) {
  return (
    <main className="notice-screen">
      <div className="notice-card">
        {art}
        <h1>{title}</h1>
        {facts && <dl className="notice-facts">{facts}</dl>}
        <p className="notice-text" lang={localeOf(descriptionLanguage)} dir="auto">
          {description}
        </p>
        {englishCopy && (
          <p className="notice-text notice-text--english" lang="en" dir="ltr">
            {englishCopy}
          </p>
        )}
        <div className="notice-actions">
          <ContactUsButton />
          {retry}
        </div>
      </div>
    </main>
  );
}

/** A gear of outer radius 30 around (48, 48), with its hole. */
const GEAR =
  'M44 18h8l1.6 7.2a23 23 0 0 1 6.2 2.6l6.3-4 5.7 5.7-4 6.3a23 23 0 0 1 2.6 6.2L78 44v8l-7.2 1.6a23 23 0 0 1-2.6 6.2l4 6.3-5.7 5.7-6.3-4a23 23 0 0 1-6.2 2.6L52 78h-8l-1.6-7.2a23 23 0 0 1-6.2-2.6l-6.3 4-5.7-5.7 4-6.3a23 23 0 0 1-2.6-6.2L18 52v-8l7.2-1.6a23 23 0 0 1 2.6-6.2l-4-6.3 5.7-5.7 6.3 4a23 23 0 0 1 6.2-2.6zM48 38a10 10 0 1 0 0 20 10 10 0 1 0 0-20z';

/** Two gears turning, drawn in the merchant's colour. */
function MaintenanceArt() {
  return (
    <svg className="notice-art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" className="notice-art-halo" />
      <g transform="translate(6.4 8.4) scale(0.7)">
        <path className="notice-art-main notice-art-spin" d={GEAR} fillRule="evenodd" />
      </g>
      <g transform="translate(44.8 44.8) scale(0.4)">
        <path className="notice-art-tool notice-art-spin notice-art-spin--back" d={GEAR} fillRule="evenodd" />
      </g>
    </svg>
  );
}

/** A globe behind a no-entry sign, drawn in the merchant's colour. */
function AccessDeniedArt() {
  return (
    <svg className="notice-art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" className="notice-art-halo" />
      <g className="notice-art-globe" fill="none" strokeWidth="3.5">
        <circle cx="44" cy="44" r="24" />
        <ellipse cx="44" cy="44" rx="10" ry="24" />
        <path d="M20 44h48M24 32h40M24 56h40" />
      </g>
      <circle cx="66" cy="66" r="15" className="notice-art-main" />
      <rect x="57" y="63" width="18" height="6" rx="3" className="notice-art-hole" />
    </svg>
  );
}
