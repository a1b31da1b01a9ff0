import { useSiteInfo } from '@kanat/shared/session';
import { useCallback, useEffect, useState } from 'react';
import { getCorporateHtml } from '../api/get-corporate-html';
import type { CorporatePage } from '../corporate-pages';

export type CorporateHtml =
  | { status: 'loading' }
  /** `retry` is there when loading the file failed; without site info there is nothing to retry. */
  | { status: 'failed'; retry?: () => void }
  | { status: 'ready'; html: string; baseUrl: string };

/**
 * The HTML of one corporate page: waits for site info to name the file, then loads it.
 * A missing location is a failure like any other, so the page never stays blank.
 */
export function useCorporateHtml(page: CorporatePage): CorporateHtml {
  const site = useSiteInfo();
  const location = site.info?.[page.htmlField] ?? '';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<
    { key: string; html: string } | { key: string; failed: true } | null
  >(null);
  const key = `${location}#${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (site.status !== 'ready' || location === '') return;
    const controller = new AbortController();
    getCorporateHtml(location, controller.signal).then(
      (html) => setResult({ key, html }),
      () => {
        if (!controller.signal.aborted) setResult({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [site.status, location, key]);

  if (site.status === 'loading') return { status: 'loading' };
  if (site.status === 'failed' || location === '') return { status: 'failed' };
  if (result === null || result.key !== key) return { status: 'loading' };
  if ('failed' in result) return { status: 'failed', retry };
  return {
    status: 'ready',
    html: result.html,
    baseUrl: new URL(location, window.location.href).href,
  };
}
