import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { MINI_GAME_BOUNDS_POLL_MS, MINI_GAME_DEBOUNCE_MS } from '@app/contract/constants/mini-game';
import { FOCUSABLE, Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import { headerLanguage } from '../../lib/language-storage';
import { useSession } from '../../stores/app-store';
import { clampToBounds, dragOrTap, initialPosition, type Point } from './drag';
import { loadMiniGame, type MiniGame } from './load-mini-game';
import type { MiniGameVersion } from './mini-game-script';
import './mini-game.css';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating, draggable button (entry §2, §9): a press that moves more than 2 px drags it (kept the drag
 * margin inside the window), anything less is a tap that opens the game. It stays on screen through rotation
 * and resize: a resize is followed 250 ms after it settles (debounced), and the bounds are checked every 250 ms
 * besides (a rotation does not always fire one in time).
 */
function FloatingButton({ label, onTap }: { label: string; onTap(): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const press = useRef<{ start: Point; origin: Point; dragging: boolean } | null>(null);
  const dragged = useRef(false);

  const sizeOf = (el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight });

  const keepInBounds = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const rtl = document.documentElement.dir === 'rtl';
    setPosition((at) => {
      const next = at
        ? clampToBounds(at, sizeOf(el), viewport())
        : initialPosition(sizeOf(el), viewport(), rtl);
      return at && at.x === next.x && at.y === next.y ? at : next;
    });
  }, []);

  // Placed before the first paint: it never shows anywhere else first.
  useLayoutEffect(keepInBounds, [keepInBounds]);

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(settle);
      settle = setTimeout(keepInBounds, MINI_GAME_DEBOUNCE_MS);
    };
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible' && !press.current) keepInBounds();
    }, MINI_GAME_BOUNDS_POLL_MS);
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(settle);
      clearInterval(poll);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [keepInBounds]);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!position || (e.pointerType === 'mouse' && e.button !== 0)) return;
    press.current = { start: { x: e.clientX, y: e.clientY }, origin: position, dragging: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p) return;
    const at = { x: e.clientX, y: e.clientY };
    if (!p.dragging && dragOrTap(p.start, at) === 'tap') return;
    p.dragging = true;
    const moved = { x: p.origin.x + at.x - p.start.x, y: p.origin.y + at.y - p.start.y };
    setPosition(clampToBounds(moved, sizeOf(e.currentTarget), viewport()));
  };
  const onPointerEnd = () => {
    // The click that follows the release of a drag is not a tap.
    dragged.current = press.current?.dragging ?? false;
    press.current = null;
  };

  return (
    <button
      ref={ref}
      type="button"
      className="mini-game-fab"
      aria-label={label}
      style={
        position
          ? { transform: `translate3d(${position.x}px, ${position.y}px, 0)` }
          : { visibility: 'hidden' }
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onTap();
      }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="13" cy="17" r="10" fill="currentColor" />
        <circle cx="13" cy="17" r="5.5" fill="var(--mini-game-ink)" />
        <text x="13" y="20.2" textAnchor="middle" fontSize="9" fontWeight="800" fill="currentColor">
          8
        </text>
        <path d="m25 3 1.5 3.5L30 8l-3.5 1.5L25 13l-1.5-3.5L20 8l3.5-1.5Z" fill="currentColor" />
      </svg>
    </button>
  );
}

/**
 * The panel the game renders into (window.MiniGame.mount, with the member's token and language): a modal card,
 * since the game brings its own visible title and close button; its name for assistive technology is ours.
 */
function MiniGamePanel({ game, onClose }: { game: MiniGame; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useSession()?.token ?? null;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let unmount: unknown;
    try {
      unmount = game.mount(el, { token, language: headerLanguage(), onClose });
    } catch {
      // A game that fails to start leaves the app as it was.
      onClose();
      return;
    }
    // The modal found nothing to focus before the game was there.
    if (!el.contains(document.activeElement)) el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      try {
        if (typeof unmount === 'function') (unmount as () => void)();
      } catch {
        // Its own failure to clean up is the game's; the panel goes regardless.
      }
    };
  }, [game, token, onClose]);
  return (
    <Modal
      backdropClassName="backdrop"
      className="mini-game-dialog"
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
    >
      <h2 id={titleId} className="visually-hidden">
        {t('minigame_title')}
      </h2>
      <div ref={container} />
    </Modal>
  );
}

/**
 * The floating mini-game widget (entry §2, §4): its script is loaded once it is wanted (after the first screen,
 * signed in, the merchant's switch on: app/MiniGameSlot.tsx decides); nothing shows when it cannot load.
 */
export function MiniGameWidget({ version }: { version: MiniGameVersion }) {
  const { t } = useTranslation();
  const [game, setGame] = useState<MiniGame | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    let live = true;
    void loadMiniGame(version).then((loaded) => {
      if (live) setGame(loaded);
    });
    return () => {
      live = false;
    };
  }, [version]);

  if (!game) return null;
  return (
    <>
      <FloatingButton label={t('minigame_open')} onTap={() => setOpen(true)} />
      {open && <MiniGamePanel game={game} onClose={close} />}
    </>
  );
}
