// A stand-in for IntersectionObserver, which jsdom lacks. jsdom lays nothing out, so by
// default every observed element counts as on screen (a list near its end keeps loading);
// a test can move everything out of view, or back in, with setInView().

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const live = new Set<FakeIntersectionObserver>();
let inView = true;

function entryFor(target: Element): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting: inView,
    intersectionRatio: inView ? 1 : 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: performance.now(),
  };
}

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    live.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
    // A real observer reports the current state of a new target first, a little later.
    void Promise.resolve().then(() => {
      if (this.targets.has(target)) this.callback([entryFor(target)], this);
    });
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  notify(): void {
    if (this.targets.size > 0) this.callback([...this.targets].map(entryFor), this);
  }

  get observing(): number {
    return this.targets.size;
  }
}

export const intersection = {
  /** Puts the stand-in in place of the browser's; setup-dom.ts does this for every test. */
  install(): void {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  },
  /** Every observed element is now on screen (true) or far away (false); observers hear of it. */
  setInView(next: boolean): void {
    inView = next;
    for (const observer of [...live]) observer.notify();
  },
  /** How many elements are being watched right now. */
  observedCount(): number {
    let count = 0;
    for (const observer of live) count += observer.observing;
    return count;
  },
  /** The root margins of the observers at work, e.g. '0px 0px 600px 0px'. */
  rootMargins(): string[] {
    return [...live].filter((observer) => observer.observing > 0).map((o) => o.rootMargin);
  },
  /** Back to the default between tests: everything on screen, nothing watched. */
  reset(): void {
    inView = true;
    for (const observer of [...live]) observer.disconnect();
  },
};
