import {
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { POPUP_SLIDE_AUTOPLAY_MS } from '@app/contract/constants/announcements';
import { BackIcon, icon, PlayIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { SafeHtml } from '../../components/SafeHtml';
import { useTranslation } from '../../i18n/translate';
import { swipeOutcome } from '../../lib/swipe';
import type { OverlayOf } from '../../stores/overlays';
import { saveAnnouncementClosed } from './announcement-storage';
import './announcement.css';

const PauseIcon = icon('M7 5h4v14H7zm6 0h4v14h-4z', 22);
const MegaphoneIcon = icon(
  'M18 4v13l-6-3H8l1 5H6.5l-1.2-5H5a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3h7l6-2Zm2 4.5a3 3 0 0 1 0 5v-5Z',
  22,
);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Whether the page is shown: the slide show waits while it is hidden. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The slide's title. It takes the focus when the popup opens, so that a screen reader starts there (Modal keeps a
 * focus its content placed) and no focus ring frames the text before the player has used a key.
 */
function SlideTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="announcement-title">
      {children}
    </h2>
  );
}

/**
 * The announcement popup (signed-in §2, §4): the player's items as slides, each with its category,
 * title and sanitised HTML. The slides move on every 5 s until the last one, unless the player prefers reduced
 * motion; they stop for good when the player takes over (a tap, a key, a wheel, the pause button) and wait while
 * the page is hidden. Swipe, the arrows and the dots' position tell where the player is. Closing saves show=false
 * with the items' hashes, and the hide-today time when "Don't show again today" is ticked. With a force-read
 * item, closing works only on the last slide: before it, the close button is a Next button with a note saying
 * why, and Escape does nothing.
 */
export function AnnouncementView({
  overlay,
  dismiss,
}: {
  overlay: OverlayOf<'announcement'>;
  dismiss(): void;
}) {
  const { t } = useTranslation();
  const { slides, forceRead, storageKey, hashes } = overlay;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hideToday, setHideToday] = useState(false);
  const visible = usePageVisible();
  const titleId = useId();
  const hintId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);

  const count = slides.length;
  const last = index === count - 1;
  const closable = !forceRead || last;
  const slide = slides[Math.min(index, count - 1)];

  useEffect(() => {
    if (!playing || !visible || last) return;
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, count - 1)), POPUP_SLIDE_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, visible, last, index, count]);

  // Each slide is read from its top.
  useEffect(() => {
    bodyRef.current?.scrollTo?.({ top: 0 });
  }, [index]);

  if (!slide) return null;

  const go = (to: number) => setIndex(Math.max(0, Math.min(to, count - 1)));

  /** The player takes over: the slides stop moving by themselves (but for the pause button's own toggle). */
  const takeOver = (e: SyntheticEvent) => {
    if (!toggleRef.current?.contains(e.target as Node)) setPlaying(false);
  };

  const close = () => {
    if (!closable) return;
    saveAnnouncementClosed(storageKey, { hashes, hideToday, now: Date.now() });
    dismiss();
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    // The banners' rule (lib/swipe.ts): right to left, the next slide lies to the left.
    const way = swipeOutcome(
      { dx: e.clientX - from.x, dy: e.clientY - from.y },
      e.currentTarget.clientWidth,
      document.documentElement.dir === 'rtl',
    );
    if (way !== 0) go(index + way);
  };

  return (
    <Modal
      backdropClassName="backdrop"
      className="announcement"
      labelledBy={titleId}
      describedBy={closable ? undefined : hintId}
      onClose={closable ? close : undefined}
    >
      <div
        className="announcement-frame"
        onPointerDownCapture={takeOver}
        onKeyDown={takeOver}
        onWheel={takeOver}
      >
        <header className="announcement-head" aria-live={playing ? 'off' : 'polite'}>
          <div className="announcement-meta">
            <span className="announcement-chip">
              <MegaphoneIcon />
              {slide.category ?? t('announcement_label')}
            </span>
            {count > 1 && (
              <span className="announcement-count">
                <span aria-hidden="true" dir="ltr">
                  {index + 1} / {count}
                </span>
                <span className="visually-hidden">
                  {t('announcement_position', { current: index + 1, total: count })}
                </span>
              </span>
            )}
          </div>
          <SlideTitle id={titleId}>
            <span key={index} className="announcement-title-text" dir="auto">
              {slide.title}
            </span>
          </SlideTitle>
        </header>
        <div
          ref={bodyRef}
          className="announcement-body"
          role="region"
          aria-labelledby={titleId}
          // Scrollable: reachable by keyboard.
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          <SafeHtml key={index} html={slide.content} className="announcement-content" />
        </div>
        {count > 1 && (
          <div className="announcement-nav">
            <button
              type="button"
              className="announcement-arrow"
              aria-label={t('announcement_previous')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <BackIcon className="announcement-arrow-icon" />
            </button>
            <span className="announcement-dots" aria-hidden="true">
              {slides.map((_, i) => (
                <span
                  // Ids from the server may repeat: the place is the key.
                  key={i}
                  className={i === index ? 'announcement-dot is-current' : 'announcement-dot'}
                />
              ))}
            </span>
            <button
              ref={toggleRef}
              type="button"
              className="announcement-arrow announcement-toggle"
              aria-label={t(playing ? 'announcement_pause' : 'announcement_play')}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="announcement-arrow"
              aria-label={t('announcement_next')}
              disabled={last}
              onClick={() => go(index + 1)}
            >
              <BackIcon className="announcement-arrow-icon announcement-arrow-next" />
            </button>
          </div>
        )}
        <div className="announcement-foot">
          <label className="announcement-hide">
            <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
            {t('announcement_hide_today')}
          </label>
          {!closable && (
            <p id={hintId} className="announcement-hint">
              {t('announcement_read_to_end')}
            </p>
          )}
          {closable ? (
            <button type="button" className="btn btn-primary btn-block" onClick={close}>
              {t('close')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary btn-block" onClick={() => go(index + 1)}>
              {t('announcement_next_button')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
