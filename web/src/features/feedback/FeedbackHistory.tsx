import type { FeedbackItem, FeedbackList } from '@app/contract/feedback';
import type { CallState } from '../../api/call-cache';
import { AsyncSection } from '../../components/AsyncSection';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { CATEGORY_KEY, STATUS_KEY } from './feedback-rules';

/**
 * The member's earlier feedback, newest first: category, date, status, the message, the images and staff's reply.
 * Message and reply are plain text (React escapes them): never HTML.
 */
export function FeedbackHistory({ state }: { state: CallState<FeedbackList> }) {
  const { t } = useTranslation();
  return (
    <AsyncSection
      state={state}
      title={t('feedback_history_title')}
      titleId="feedback-history-title"
      className="feedback-history"
      errorText={t('feedback_history_failed')}
      empty={{ when: (list) => list.items.length === 0, text: t('feedback_history_empty') }}
      skeletonLines={5}
    >
      {(list) => (
        <ul className="feedback-list">
          {list.items.map((item) => (
            <FeedbackEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </AsyncSection>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="feedback-entry" data-status={item.status}>
      <div className="feedback-entry-head">
        <span className="feedback-entry-category">{t(CATEGORY_KEY[item.category])}</span>
        <span className={`feedback-pill feedback-pill--${item.status.toLowerCase()}`}>
          {t(STATUS_KEY[item.status])}
        </span>
      </div>
      <time className="feedback-entry-time" dateTime={new Date(item.createdAt).toISOString()}>
        {time.format(item.createdAt)}
      </time>
      <p className="feedback-entry-message" dir="auto">
        {item.message}
      </p>
      {item.images.length > 0 && (
        <ul className="feedback-entry-images">
          {item.images.map((image, i) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
                <img
                  src={image.url}
                  alt={t('feedback_image_alt', { n: i + 1 })}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.reply !== null ? (
        <div className="feedback-reply">
          <p className="feedback-reply-title">
            {t('feedback_reply')}
            {item.repliedAt !== null && (
              <time dateTime={new Date(item.repliedAt).toISOString()}> · {time.format(item.repliedAt)}</time>
            )}
          </p>
          <p className="feedback-reply-text" dir="auto">
            {item.reply}
          </p>
        </div>
      ) : (
        item.status === 'OPEN' && <p className="feedback-awaiting">{t('feedback_awaiting_reply')}</p>
      )}
    </li>
  );
}
