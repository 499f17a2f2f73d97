import { useTranslation } from '../../i18n/translate';

const PAUSE = 'M6 4h4v16H6zM14 4h4v16h-4z';
const PLAY = 'M7 4v16l13-8z';

/**
 * The carousel's dots and, with autoplay, its pause button, over the bottom of the banners (they take no room).
 * They come with the carousel's motion, after the first paint.
 */
export function CarouselControls({
  count,
  selected,
  autoplay,
  paused,
  onGo,
  onTogglePause,
}: {
  count: number;
  selected: number;
  autoplay: boolean;
  paused: boolean;
  onGo: (index: number) => void;
  onTogglePause: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="banners-controls">
      <div className="banners-dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="banners-dot"
            aria-label={t('banner_position', { n: i + 1, count })}
            aria-current={i === selected || undefined}
            onClick={() => onGo(i)}
          />
        ))}
      </div>
      {autoplay && (
        <button
          type="button"
          className="banners-pause"
          aria-label={t(paused ? 'banner_play' : 'banner_pause')}
          onClick={onTogglePause}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={paused ? PLAY : PAUSE} />
          </svg>
        </button>
      )}
    </div>
  );
}
