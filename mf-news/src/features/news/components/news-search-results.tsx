import { messages } from '@kanat/shared/i18n';
import { usePagedList } from '@kanat/shared/query';
import { Button, Spinner } from '@kanat/shared/ui';
import { Pager } from '@kanat/shared/ui/controls';
import type { NewsRow } from '../api/list-news';
import {
  NEWS_SEARCH_ENDPOINT,
  NEWS_SEARCH_PAGE_SIZE,
  type NewsSearchFilters,
} from '../api/search-news';
import { NewsLinks, PanelBlock, PanelNote } from './news-link-list';

/** Search results, 3 per page with previous/next arrows. */
export function NewsSearchResults({ query }: { query: string }) {
  const filters: NewsSearchFilters = { q: query };
  const rows = usePagedList<NewsRow>({
    endpoint: NEWS_SEARCH_ENDPOINT,
    pageSize: NEWS_SEARCH_PAGE_SIZE,
    filters,
  });
  return (
    <PanelBlock
      aria-label={messages.news.searchResults}
      aria-live="polite"
      data-testid="news-search-results"
    >
      <h2>{messages.news.searchResults}</h2>
      {rows.items.length === 0 && rows.failed ? (
        <>
          <PanelNote $tone="danger">{messages.news.loadProblem}</PanelNote>
          <Button $variant="ghost" $size="sm" onClick={rows.retry}>
            {messages.common.retry}
          </Button>
        </>
      ) : null}
      {rows.items.length === 0 && !rows.failed && rows.loadFinished ? (
        <PanelNote>{messages.news.noResults}</PanelNote>
      ) : null}
      {rows.items.length === 0 && !rows.failed && !rows.loadFinished ? <Spinner size={24} /> : null}
      {rows.items.length > 0 ? (
        <>
          <NewsLinks items={rows.pageItems} />
          {rows.failed ? <PanelNote $tone="danger">{messages.news.loadProblem}</PanelNote> : null}
          {rows.hasPrevious || rows.hasNext ? (
            <Pager
              hasPrevious={rows.hasPrevious}
              hasNext={rows.hasNext && !rows.loading}
              onPrevious={rows.back}
              onNext={rows.forward}
              label={rows.page + 1}
            />
          ) : null}
        </>
      ) : null}
    </PanelBlock>
  );
}
