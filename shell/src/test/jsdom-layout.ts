// What embla (the home slider and sponsors carousel) needs from a browser and jsdom lacks.
// jsdom lays nothing out, so sizes never change and nothing scrolls into view: observers that
// never report and media queries that never match are faithful stand-ins. Whatever the common
// test set-up or a test provides itself is left alone.
class SilentObserver {
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

for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: SilentObserver });
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
