import { shownStatus } from '@kanat/shared/query';
import { useSiteInfo } from '@kanat/shared/session';
import { useQuery } from '@tanstack/react-query';
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
  const query = useQuery({
    queryKey: ['corporate', 'html', location],
    queryFn: ({ signal }) => getCorporateHtml(location, signal),
    enabled: site.status === 'ready' && location !== '',
  });

  if (site.status === 'loading') return { status: 'loading' };
  if (site.status === 'failed' || location === '') return { status: 'failed' };
  const status = shownStatus(query);
  if (status === 'failed') return { status: 'failed', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return {
    status: 'ready',
    html: query.data,
    baseUrl: new URL(location, window.location.href).href,
  };
}
