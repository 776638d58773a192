import { Trans, useLingui } from '@lingui/react/macro';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { setElementVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatCount } from '../../format';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../Button';
import * as styles from './Carousel.css';
import type { SlidesPerView } from './slidesPerView';
import { useReducedMotion } from './useReducedMotion';
import { useSlidesPerView } from './useSlidesPerView';

export interface CarouselProps {
  /** Names the carousel for assistive technology ("Client testimonials"). */
  label: string;
  slides: readonly ReactNode[];
  /** Slides shown at once, optionally by minimum viewport width: `{ base: 1, 640: 2, 1024: 3 }`. */
  slidesPerView?: SlidesPerView;
  /** Wrap from the last slide to the first and back (also when there are too few slides to loop seamlessly). */
  loop?: boolean;
  /** Advance every this many ms; pauses on hover, on focus, under reduced motion and by the pause button. */
  autoplayMs?: number;
  /** Dot buttons that jump to a slide. */
  dots?: boolean;
  /** Previous and next buttons. */
  arrows?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

// Embla's duration is a speed setting, not ms; 30 takes about half a second at 60 fps (spec 1 §9: 500 ms).
const transitionSpeed = 30;

/**
 * WAI-ARIA APG carousel: a labelled region with slide groups, previous/next and dot buttons,
 * arrow keys while focus is inside, and a pause/play button when it autoplays (WCAG 2.2.2).
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  loop = true,
  autoplayMs,
  dots = true,
  arrows = true,
  onIndexChange,
  className,
}: CarouselProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const perView = useSlidesPerView(slidesPerView);
  const containerRef = useRef<HTMLDivElement>(null);
  // Through the CSSOM, not a style attribute: prerendered markup may carry none under the site's policy,
  // and hydration would not add one. Before paint, so the first frame already shows the right count.
  useLayoutEffect(() => {
    if (containerRef.current) {
      setElementVars(containerRef.current, { [styles.perView]: String(perView) });
    }
  }, [perView]);
  const [plugins] = useState(() =>
    autoplayMs
      ? [
          Autoplay({
            delay: autoplayMs,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnFocusIn: false,
            stopOnMouseEnter: false,
          }),
        ]
      : [],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { loop, align: 'start', duration: transitionSpeed, slidesToScroll: 1 },
    plugins,
  );
  const [snapCount, setSnapCount] = useState(slides.length);
  const [selected, setSelected] = useState(0);
  const [userPlaying, setUserPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });

  // Reduced motion starts (and switches) the rotation off; the user may still press Play.
  const [lastReducedMotion, setLastReducedMotion] = useState(reducedMotion);
  if (lastReducedMotion !== reducedMotion) {
    setLastReducedMotion(reducedMotion);
    if (reducedMotion) setUserPlaying(false);
  }

  const hasAutoplay = Boolean(autoplayMs) && slides.length > 1;
  const playing = hasAutoplay && userPlaying && !hovered && !focusInside;

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSnapCount(emblaApi.scrollSnapList().length);
      const index = emblaApi.selectedScrollSnap();
      setSelected(index);
      onIndexChangeRef.current?.(index);
    };
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    // Under reduced motion a rotation the user asked for jumps instead of sliding.
    if (playing) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [emblaApi, playing, reducedMotion]);

  const scrollTo = useCallback(
    (index: number) => emblaApi?.scrollTo(index, reducedMotion),
    [emblaApi, reducedMotion],
  );

  // Wraps even when embla cannot loop (too few slides to fill the track).
  const goNext = useCallback(() => {
    if (!emblaApi) return;
    if (emblaApi.canScrollNext()) emblaApi.scrollNext(reducedMotion);
    else if (loop) emblaApi.scrollTo(0, reducedMotion);
  }, [emblaApi, loop, reducedMotion]);

  const goPrev = useCallback(() => {
    if (!emblaApi) return;
    if (emblaApi.canScrollPrev()) emblaApi.scrollPrev(reducedMotion);
    else if (loop) emblaApi.scrollTo(emblaApi.scrollSnapList().length - 1, reducedMotion);
  }, [emblaApi, loop, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goPrev();
    }
  };

  // Focus on the pause/play button itself does not pause: pressing Play must start the rotation.
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocusInside(event.target !== playButtonRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const count = slides.length;
  const current = Math.min(selected, Math.max(snapCount - 1, 0));
  const slideCount = formatCount(count);
  const shownSlide = formatCount(current + 1);
  const snapTotal = formatCount(snapCount);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- APG carousel: arrow keys, hover and focus act on the whole region
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} ref={containerRef}>
          {slides.map((slide, index) => {
            const position = formatCount(index + 1);
            return (
              <div
                // Slides are positional: their order is the content's order.
                key={index}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${slideCount}`}
                className={styles.slide}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          {hasAutoplay && (
            <Button
              ref={playButtonRef}
              variant="secondary"
              size="sm"
              onClick={() => setUserPlaying((value) => !value)}
            >
              {userPlaying ? <Trans>Pause slides</Trans> : <Trans>Play slides</Trans>}
            </Button>
          )}
          {arrows && (
            <Button variant="secondary" size="sm" onClick={goPrev} aria-label={t`Previous slide`}>
              <span aria-hidden="true">‹</span> <Trans>Previous</Trans>
            </Button>
          )}
          {dots && snapCount > 1 && (
            <ul className={styles.dots} aria-label={t`Choose slide`}>
              {Array.from({ length: snapCount }, (_, index) => {
                const slideNumber = formatCount(index + 1);
                return (
                  <li key={index}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-label={t`Go to slide ${slideNumber}`}
                      aria-current={index === current ? 'true' : undefined}
                      onClick={() => scrollTo(index)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {arrows && (
            <Button variant="secondary" size="sm" onClick={goNext} aria-label={t`Next slide`}>
              <Trans>Next</Trans> <span aria-hidden="true">›</span>
            </Button>
          )}
        </div>
      )}

      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {playing ? '' : t`Slide ${shownSlide} of ${snapTotal}`}
      </div>
    </section>
  );
}
