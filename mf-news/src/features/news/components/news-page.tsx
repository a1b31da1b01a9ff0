import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, InfiniteListView, PageSection, PageTitle } from '@kanat/shared/ui';
import { NEWS_ENDPOINT, NEWS_PAGE_SIZE, type NewsRow } from '../api/list-news';
import { NewsCard } from './news-card';
import { NewsLayout } from './news-layout';

/** /haberler: the news, 10 at a time with infinite scroll, beside the search panel. */
export function NewsPage() {
  const list = useInfiniteList<NewsRow>({ endpoint: NEWS_ENDPOINT, pageSize: NEWS_PAGE_SIZE });
  return (
    <PageSection data-testid="news-page">
      <PageTitle>{messages.news.title}</PageTitle>
      <NewsLayout>
        <InfiniteListView
          list={list}
          emptyText={messages.news.notFound}
          errorText={messages.news.loadProblem}
        >
          {(items) => (
            <CardGrid $min={240} data-testid="news-grid">
              {items.map((news) => (
                <NewsCard key={news.id} news={news} />
              ))}
            </CardGrid>
          )}
        </InfiniteListView>
      </NewsLayout>
    </PageSection>
  );
}
