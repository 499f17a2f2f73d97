import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Banner } from '@app/contract/relay';
import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { LazyImage } from '../../components/LazyImage';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { isRtl, supportedLanguage } from '../../i18n/resolve-language';
import { useTranslation } from '../../i18n/translate';
import { launchGame } from '../../lib/game-launch';
import { contentImageUrl } from '../../lib/image-url';
import { whenIdle } from '../../lib/when-idle';
import { useSession, useSettings } from '../../stores/app-store';
import { bannersApi } from './api';
import { bannerClick } from './banner-click';
import { openBanner } from './open-banner';
import type { CarouselControls } from './CarouselControls';
import type { CarouselMotion } from './carousel-motion';
import { BANNER_BOX, usableBanners } from './usable-banners';
import './banners.css';

/**
 * Home's banners (signed-in §3, §4). The box is reserved at 2.5:1 from the first paint (the prerendered home has it
 * empty, in the brand's gradient), so nothing moves when the banners, or the default slide, arrive. The first
 * banner loads at once (the largest paint); the others lazily. With two or more, the carousel's motion (swipe,
 * loop, autoplay on the compositor: carousel-motion.ts) and its dots and pause button (CarouselControls.tsx) load
 * after the first paint and move the same DOM. Without banners, or when they cannot be fetched, a default slide
 * with the merchant's name.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const answer = useCall(bannersApi.list);
  const data = answer.status === 'ready' ? answer.data : null;
  const banners = useMemo(() => (data ? usableBanners(data) : null), [data]);
  const waiting = answer.status === 'loading';

  return (
    <section className="banners" aria-label={t('banner_region')} aria-busy={waiting || undefined}>
      {waiting ? null : banners?.length ? <Slides banners={banners} /> : <DefaultSlide />}
    </section>
  );
}

/** The merchant's own slide, in the box's brand gradient: its name and the site's description. */
function DefaultSlide() {
  const { t } = useTranslation();
  const name = useSettings()?.name;
  return (
    <div className="banners-default">
      {name && <p className="banners-default-name">{name}</p>}
      <p className="banners-default-tagline">{t('seo_description')}</p>
    </div>
  );
}

const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The next and previous slides (the loop wraps), loaded before they slide in. */
const isNeighbour = (index: number, selected: number, count: number): boolean =>
  index === (selected + 1) % count || index === (selected - 1 + count) % count;

function Slides({ banners }: { banners: readonly Banner[] }) {
  const { i18n } = useTranslation();
  const imageCDNs = useSettings()?.imageCDNs ?? [];
  const viewport = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState<{
    motion: CarouselMotion;
    Controls: typeof CarouselControls;
  } | null>(null);
  const motion = moving?.motion ?? null;
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [autoplay] = useState(() => !prefersReducedMotion());
  const rtl = isRtl(supportedLanguage(i18n.language) ?? DEFAULT_INTERFACE_LANGUAGE);
  const count = banners.length;
  const current = Math.min(selected, count - 1);
  // What a motion started anew (the language's direction changed) starts from.
  const shown = useRef({ selected: 0, paused: false });

  useEffect(() => {
    const root = viewport.current;
    if (count < 2 || !root) return;
    let live = true;
    let started: CarouselMotion | null = null;
    const cancel = whenIdle(() => {
      Promise.all([import('./carousel-motion'), import('./CarouselControls')])
        .then(([{ startCarouselMotion }, { CarouselControls: Controls }]) => {
          if (!live) return;
          started = startCarouselMotion(root, {
            rtl,
            autoplay,
            startIndex: Math.min(shown.current.selected, count - 1),
            onSelect: (index) => {
              shown.current.selected = index;
              setSelected(index);
            },
          });
          started.hold('paused', shown.current.paused);
          setMoving({ motion: started, Controls });
        })
        // Without its motion (a chunk did not load) the carousel stays on its first banner.
        .catch(() => {});
    });
    return () => {
      live = false;
      cancel();
      started?.destroy();
      setMoving(null);
    };
  }, [banners, count, rtl, autoplay]);

  const togglePause = () => {
    shown.current.paused = !paused;
    motion?.hold('paused', !paused);
    setPaused(!paused);
  };

  return (
    <div
      className="banners-carousel"
      // Autoplay waits while the player is inside the carousel with the keyboard or a screen reader.
      onFocus={() => motion?.hold('focus', true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) motion?.hold('focus', false);
      }}
    >
      <div className="banners-viewport" ref={viewport}>
        <div className="banners-track">
          {banners.map((banner, i) => (
            <Slide
              key={`${i}:${banner.id}`}
              banner={banner}
              src={contentImageUrl(banner.imageUrl, imageCDNs, window.location.origin)}
              shown={i === current}
              eager={i === 0}
              loadNow={motion !== null && isNeighbour(i, current, count)}
            />
          ))}
        </div>
      </div>
      {moving && (
        <moving.Controls
          count={count}
          selected={current}
          autoplay={autoplay}
          paused={paused}
          onGo={moving.motion.go}
          onTogglePause={togglePause}
        />
      )}
    </div>
  );
}

/**
 * One banner of the track. Only the banner on screen can be reached; the dots reach the others. Memoised: a move
 * re-renders the two or three slides whose state it changes, not every banner.
 */
const Slide = memo(function Slide({
  banner,
  src,
  shown,
  eager,
  loadNow,
}: {
  banner: Banner;
  src: string | null;
  shown: boolean;
  eager: boolean;
  loadNow: boolean;
}) {
  return (
    <div className="banners-slide" inert={shown ? undefined : ''}>
      <BannerLink banner={banner}>
        <LazyImage
          className="banners-image"
          src={src}
          alt={banner.title}
          width={BANNER_BOX.width}
          height={BANNER_BOX.height}
          eager={eager}
          loadNow={loadNow}
        />
      </BannerLink>
    </div>
  );
});

/**
 * The banner as what it leads to (bannerClick): a link to an app route or an outside page, a button that
 * launches a game, or only its picture when it leads nowhere. The image's text alternative names it.
 */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const session = useSession();
  const navigate = useAppNavigate();
  const click = bannerClick(banner, session !== null, window.location.origin);
  switch (click.kind) {
    case 'navigate':
      return (
        <AppLink className="banners-link" to={click.to}>
          {children}
        </AppLink>
      );
    case 'open':
      // The link as written: a member's hand-over code is asked for on the tap (open-banner.ts), never rendered.
      return (
        <a
          className="banners-link"
          href={click.url}
          target={click.newWindow ? '_blank' : undefined}
          rel="noopener noreferrer"
          referrerPolicy="no-referrer"
          onClick={(e) => {
            e.preventDefault();
            void openBanner(click);
          }}
        >
          {children}
        </a>
      );
    case 'launch':
      return (
        <button type="button" className="banners-link" onClick={() => launchGame(click.game, navigate)}>
          {children}
        </button>
      );
    case 'ignore':
      return <div className="banners-link">{children}</div>;
  }
}
