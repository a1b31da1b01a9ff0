import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC §9: the slider advances every 3 s, and after a hover ends, a touch ends or a manual
 * move it waits 3 s before moving again.
 */
const SLIDE_INTERVAL_MS = 3000;
const INTERACTION_PAUSE_MS = 3000;

/** Embla's layout options (loop, alignment, dragging). */
export type RotationLayout = Partial<EmblaOptionsType>;

export interface RotationOptions {
  /** How many positions there are; below 2 nothing moves. */
  count: number;
  /** Embla lays out and moves the strip; without it the caller draws `index` itself. */
  embla?: RotationLayout;
}

export interface Rotation {
  /** Goes on the embla viewport; its first child is the track, whose children are the slides. */
  viewportRef: (node: HTMLElement | null) => void;
  index: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** The pointer entered or a finger touched: stop moving until `release`. */
  hold(): void;
  /** The pointer left or the finger lifted: move again after the pause. */
  release(): void;
  /** Brings the track back to `index` after a drag that did not count as a swipe. */
  settle(): void;
  /** Hover handlers that hold the rotation while a mouse or pen is over it. */
  hoverHold: {
    onPointerEnter(e: PointerEvent<HTMLElement>): void;
    onPointerLeave(e: PointerEvent<HTMLElement>): void;
  };
}

const wrap = (i: number, count: number) => ((i % count) + count) % count;

/**
 * A strip of slides laid out and animated by embla, moving forward on a timer and wrapping
 * around, paused by interaction. The position is ours, not embla's: embla measures the
 * layout, and SPEC §9's timings and swipe threshold are not embla's rules, so embla is told
 * where to go and never decides it.
 */
export function useRotation({ count, embla: emblaOptions }: RotationOptions): Rotation {
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const layout = useRef(emblaOptions);
  const moves = count >= 2 && emblaOptions !== undefined;
  // Embla is fetched when the strip first has to move: the timer's first step (3 s in), an
  // arrow or dot, a hover or a touch. Until then the strip shows its first slide where it
  // stands (a row of full-width slides in a clipping viewport), so the page's first render
  // and its loading need none of embla's code; the first step glides once embla is in.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (!viewport || !moves || !wanted) return;
    let api: EmblaCarouselType | null = null;
    let gone = false;
    import(/* webpackChunkName: "embla" */ 'embla-carousel')
      .then(({ default: createEmbla }) => {
        if (gone) return;
        api = createEmbla(viewport, layout.current);
        setEmbla(api);
      })
      .catch((error: unknown) => {
        // Without it the first slide stays; the page itself is whole.
        console.warn('[slider] embla yüklenemedi', error);
      });
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [viewport, moves, wanted]);

  // New slides (site information changed) are measured again.
  useEffect(() => {
    if (embla && count > 0) embla.reInit();
  }, [embla, count]);
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(false);
  const settings = useRef({ count, index });
  settings.current = { count, index };

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(
    (delay: number) => {
      stop();
      if (held.current || settings.current.count < 2) return;
      timer.current = setTimeout(function tick() {
        want();
        const n = settings.current.count;
        setIndex((i) => wrap(i + 1, n));
        timer.current = setTimeout(tick, SLIDE_INTERVAL_MS);
      }, delay);
    },
    [stop, want],
  );

  useEffect(() => {
    setIndex((i) => (count > 0 ? Math.min(i, count - 1) : 0));
    schedule(SLIDE_INTERVAL_MS);
    return stop;
  }, [count, schedule, stop]);

  useEffect(() => {
    embla?.scrollTo(index);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return;
    // A resize or new slides re-measure the strip; it stays on our position, without a glide.
    const stay = () => embla.scrollTo(settings.current.index, true);
    embla.on('reInit', stay);
    return () => {
      embla.off('reInit', stay);
    };
  }, [embla]);

  const move = useCallback(
    (to: (i: number, n: number) => number) => {
      const n = settings.current.count;
      if (n < 2) return;
      want();
      setIndex((i) => wrap(to(i, n), n));
      schedule(INTERACTION_PAUSE_MS);
    },
    [schedule, want],
  );

  const hold = useCallback(() => {
    held.current = true;
    want();
    stop();
  }, [stop, want]);

  const release = useCallback(() => {
    held.current = false;
    schedule(INTERACTION_PAUSE_MS);
  }, [schedule]);

  return {
    viewportRef,
    index,
    next: useCallback(() => move((i) => i + 1), [move]),
    previous: useCallback(() => move((i) => i - 1), [move]),
    goTo: useCallback((i: number) => move(() => i), [move]),
    hold,
    release,
    settle: useCallback(() => embla?.scrollTo(settings.current.index), [embla]),
    // A finger is left to the touch handlers: a tap makes the browser fake a mouseenter with
    // no mouseleave after it, which would otherwise stop the rotation for good.
    hoverHold: {
      onPointerEnter(e) {
        if (e.pointerType !== 'touch') hold();
      },
      onPointerLeave(e) {
        if (e.pointerType !== 'touch') release();
      },
    },
  };
}
