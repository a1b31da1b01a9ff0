import { shownStatus } from '@kanat/shared/query';
import type { LegalKind } from '@kanat/shared/rules';
import { useSiteInfo } from '@kanat/shared/session';
import { useQuery } from '@tanstack/react-query';
import { getCorporateHtml } from '../api/get-corporate-html';
import { getLegalText } from '../api/get-legal-text';
import type { CorporatePage } from '../corporate-pages';

export type CorporateHtml =
  | { status: 'loading' }
  /** `retry` is there when loading the file failed; without site info there is nothing to retry. */
  | { status: 'failed'; retry?: () => void }
  | {
      status: 'ready';
      html: string;
      baseUrl: string;
      /** A legal text's version and when it took effect (ms). */
      version?: { number: number; since: number };
    };

/**
 * The HTML of one corporate page. A legal text's current version comes from the server; any
 * other page waits for site info to name its file, then loads it. A missing location is a
 * failure like any other, so the page never stays blank.
 */
export function useCorporateHtml(page: CorporatePage): CorporateHtml {
  const site = useSiteInfo();
  const legal = useLegalText(page.legalKind);
  const location = page.htmlField === null ? '' : (site.info?.[page.htmlField] ?? '');
  const query = useQuery({
    queryKey: ['corporate', 'html', location],
    queryFn: ({ signal }) => getCorporateHtml(location, signal),
    enabled: page.legalKind === null && site.status === 'ready' && location !== '',
  });

  if (page.legalKind !== null) {
    const status = shownStatus(legal);
    if (status === 'failed') return { status: 'failed', retry: () => void legal.refetch() };
    if (legal.data === undefined) return { status: 'loading' };
    return {
      status: 'ready',
      html: legal.data.html,
      baseUrl: window.location.href,
      version: { number: legal.data.version, since: legal.data.createdAt },
    };
  }
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

function useLegalText(kind: LegalKind | null) {
  return useQuery({
    queryKey: ['legal', kind],
    queryFn: () => getLegalText(kind ?? 'notice'),
    enabled: kind !== null,
  });
}
