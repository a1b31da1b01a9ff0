import { type ReactNode, Suspense, use, useEffect, useId, useState } from 'react';

/**
 * How far below the screen a part starts waking up: a fast thumb scroll reaches it already
 * live, and a phone's first screen leaves everything below it asleep.
 */
export const WAKE_MARGIN_PX = 300;

/**
 * A touch, a press or the keyboard's focus reaching a part that still sleeps (a tap right after
 * a jump down the page) wakes it on the spot. Heard on the window, before React's own listener
 * on the root: when React then makes the part live for that event, the part no longer waits,
 * so the tap and the click after it reach the part.
 */
const touchEvents = ['pointerdown', 'touchstart', 'focusin'] as const;
const touchable = new Map<Element, () => void>();
let listening = false;

/**
 * Parts woken and not yet live (their code may still be on its way), by wrapper, and the last
 * click each lost meanwhile: React drops a click on a part it cannot make live at once, so the
 * part is given that click again as soon as it is live.
 */
const wakingUp = new Map<Element, string>();
const lostClicks = new Map<string, Element>();

function listenForTouches() {
  if (listening) return;
  listening = true;
  const wake = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    for (const [element, done] of touchable) if (element.contains(target)) done();
  };
  for (const type of touchEvents) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }
  // Heard first: a click on a part still waking up may be lost...
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      for (const [element, id] of wakingUp)
        if (element.contains(target)) lostClicks.set(id, target);
    },
    { capture: true },
  );
  // ...unless it comes through: React stops the ones it drops before they get here.
  window.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    for (const [id, lost] of lostClicks) if (lost === target) lostClicks.delete(id);
  });
}

/** The part `id` is live: a click it lost while waking up reaches it now. */
function nowLive(id: string) {
  for (const [element, waking] of wakingUp) if (waking === id) wakingUp.delete(element);
  const lost = lostClicks.get(id);
  lostClicks.delete(id);
  // Once React has finished making it live (not inside its own commit).
  if (lost instanceof HTMLElement) {
    setTimeout(() => {
      if (lost.isConnected) lost.click();
    }, 0);
  }
}

/**
 * `id` as a CSS string: `CSS.escape` where there is one; else only `"` and `\` (the two
 * characters a quoted attribute value cannot hold as they are), enough for React's ids.
 */
function cssEscape(id: string): string {
  if (typeof CSS !== 'undefined' && typeof CSS.escape === 'function') return CSS.escape(id);
  return id.replace(/["\\]/g, '\\$&');
}

const waiting = new Map<string, Promise<void>>();
const awake = new Set<string>();

/**
 * Resolves once the server-drawn wrapper `[data-km-wake=id]` comes near the screen or is
 * touched, or its server HTML leaves the document (an update reached the sleeping part and
 * React dropped that HTML to draw the part itself: nothing is left to see, so it must draw at
 * once). None when there is nothing to wait for: on the server, in a part the browser draws
 * itself, and without IntersectionObserver.
 */
function wakeUp(id: string): Promise<void> | null {
  if (typeof document === 'undefined' || awake.has(id)) return null;
  const known = waiting.get(id);
  if (known) return known;
  if (typeof IntersectionObserver === 'undefined') return null;
  const element = document.querySelector(`[data-km-wake="${cssEscape(id)}"]`);
  if (element?.firstElementChild == null) return null;
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      sight.disconnect();
      removal.disconnect();
      touchable.delete(element);
      wakingUp.set(element, id);
      awake.add(id);
      waiting.delete(id);
      resolve();
    };
    const sight = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${WAKE_MARGIN_PX}px 0px` },
    );
    const drawn = element.firstElementChild;
    const removal = new MutationObserver(() => {
      if (!drawn?.isConnected) done();
    });
    sight.observe(element);
    removal.observe(element, { childList: true });
    touchable.set(element, done);
    listenForTouches();
  });
  waiting.set(id, promise);
  return promise;
}

const cellStyle = { display: 'grid', minWidth: 0 } as const;

function Wake({ id, children }: { id: string; children: ReactNode }) {
  // Decided once, when the part first draws: a part drawn in the browser (its wrapper not yet
  // in the document) never waits, also not when it draws again later with its wrapper in place.
  // A sleeping part never commits, so each try to wake it asks again.
  const [sleep] = useState(() => wakeUp(id));
  if (sleep) use(sleep);
  // After the part's own effects: it is live, its handlers in place.
  useEffect(() => nowLive(id), [id]);
  return children;
}

/**
 * A part of a server-drawn page that the browser makes live only when it comes near the
 * screen. Until then it stays the server's HTML: seen, readable, its links plain links, and
 * none of its code run, so the page's first seconds go to what is on the screen. A part the
 * browser draws itself (a visit inside the site) is drawn at once.
 *
 * Put it around whole sections below the first screen. The wrapper is a plain block (the
 * observer needs a box), and what is inside should not take props that change before it
 * wakes: an update that reaches a sleeping part makes React draw it anew in the browser.
 */
export function HydrateWhenSeen({
  children,
  cell = false,
}: {
  children: ReactNode;
  /** The wrapper is a cell of a grid (a card in a card grid): its one child fills it. */
  cell?: boolean;
}) {
  const id = useId();
  return (
    <div data-km-wake={id} style={cell ? cellStyle : undefined}>
      <Suspense fallback={null}>
        <Wake id={id}>{children}</Wake>
      </Suspense>
    </div>
  );
}
