// What embla (the home slider and sponsors carousel) needs from a browser and jsdom lacks,
// beyond the IntersectionObserver the common test set-up (shared/test/setup-dom.ts) installs.
// jsdom lays nothing out, so sizes never change: a resize observer that never reports and
// media queries that never match are faithful stand-ins. What a test provides itself is left
// alone.
class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: SilentResizeObserver });
}
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => mediaQueryList(query, false);
}

/** A matchMedia that answers min-width queries as a window `width` pixels wide would. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return mediaQueryList(query, min ? width >= Number(min[1]) : false);
  };
}
