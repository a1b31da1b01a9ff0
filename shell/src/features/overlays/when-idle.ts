/**
 * Calls `start` once the page has loaded and the browser is idle (within 3 s of the load at
 * the latest); the returned function cancels it. For work no first render waits for.
 */
export function whenIdleAfterLoad(start: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => !cancelled && start(), { timeout: 3000 });
    } else {
      window.setTimeout(() => !cancelled && start(), 1);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
