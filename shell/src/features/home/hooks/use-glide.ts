import { useLayoutEffect, useRef } from 'react';

/** A turn of the slider: as long as theme.motion.slow, with the same easing. */
const GLIDE = { duration: 480, easing: 'ease' } as const;

/**
 * Glides the element to each new `transform` with the Web Animations API; the element's own
 * style already holds the end, so without the API (or in a test) it simply stands there. A CSS
 * transition would do the same on the compositor, but sends transitionrun, transitionstart and
 * transitionend, each waking the main thread for a frame (React listens on its root for every
 * event it knows): a third of an idle home page's work. A turn that comes mid-glide starts
 * from where the strip is.
 */
export function useGlide<T extends HTMLElement>(transform: string) {
  const ref = useRef<T>(null);
  const last = useRef(transform);
  const running = useRef<Animation | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const from = last.current;
    last.current = transform;
    if (!element || from === transform || typeof element.animate !== 'function') return;
    const start = running.current ? getComputedStyle(element).transform : from;
    running.current?.cancel();
    const glide = element.animate([{ transform: start }, { transform }], GLIDE);
    running.current = glide;
    glide.finished.then(
      () => {
        if (running.current === glide) running.current = null;
      },
      () => {},
    );
  }, [transform]);

  return ref;
}
