/**
 * How far outside the screen a clock still ticks: a scroll brings it in already showing the
 * current time, and the clocks of a long list's far rows cost nothing.
 */
export const NEAR_SCREEN_MARGIN_PX = 200;

// One observer for every element watched here (a page of cards has dozens of clocks).
const watchers = new Map<Element, (near: boolean) => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  if (observer) return observer;
  const made = new IntersectionObserver(
    (entries) => {
      // Entries come in order; the last one of an element is its state now.
      const latest = new Map<Element, boolean>();
      for (const entry of entries) latest.set(entry.target, entry.isIntersecting);
      for (const [element, near] of latest) watchers.get(element)?.(near);
    },
    { rootMargin: `${NEAR_SCREEN_MARGIN_PX}px` },
  );
  observer = made;
  return made;
}

/**
 * Calls `onChange(true)` when `element` comes within NEAR_SCREEN_MARGIN_PX of the screen and
 * `onChange(false)` when it leaves (the first report comes shortly after the call). Where
 * there is no IntersectionObserver it counts as near at once. Returns the stop function.
 */
export function watchNearScreen(element: Element, onChange: (near: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  const seen = sharedObserver();
  watchers.set(element, onChange);
  seen.observe(element);
  return () => {
    if (watchers.get(element) !== onChange) return;
    watchers.delete(element);
    seen.unobserve(element);
    if (watchers.size === 0) {
      seen.disconnect();
      observer = null;
    }
  };
}
