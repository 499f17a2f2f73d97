import { useTranslation } from '../i18n/translate';
import { useLoadingVisible } from '../hooks/use-loading-visible';
import './skeleton.css';

/**
 * A shimmering placeholder for content on its way. After an error it hides with the other loading indicators
 * but keeps its room, so nothing jumps when it comes back or the content arrives.
 */
export function Skeleton({ lines = 1 }: { lines?: number }) {
  const { t } = useTranslation();
  const visible = useLoadingVisible(true);
  return (
    <div
      className={visible ? 'skeleton-lines' : 'skeleton-lines skeleton-lines--hidden'}
      role="status"
      aria-label={t('loading')}
    >
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}
