import { IMAGE_SIZES } from '@kanat/shared/format';
import { messages, pageTitle } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { CardGrid, PageSection, PageTitle, useDocumentTitle } from '@kanat/shared/ui';
import { InfiniteListView } from '@kanat/shared/ui/controls';
import { NEWS_ENDPOINT, NEWS_PAGE_SIZE, type NewsRow } from '../api/list-news';
import { NewsCard, NewsCardSkeletons } from './news-card';
import { NewsLayout } from './news-layout';

/** The grid's minimum card width; IMAGE_SIZES.newsCard is worked out for it. */
const CARD_MIN = 240;

/** /haberler: the news, 10 at a time with infinite scroll, beside the search panel. */
export function NewsPage() {
  const list = useInfiniteList<NewsRow>({ endpoint: NEWS_ENDPOINT, pageSize: NEWS_PAGE_SIZE });
  useDocumentTitle(pageTitle(messages.nav.news));
  return (
    <PageSection data-testid="news-page">
      <PageTitle>{messages.news.title}</PageTitle>
      <NewsLayout>
        <InfiniteListView
          list={list}
          emptyText={messages.news.notFound}
          errorText={messages.news.loadProblem}
          placeholder={<NewsCardSkeletons count={NEWS_PAGE_SIZE} min={CARD_MIN} />}
        >
          {(items) => (
            <CardGrid $min={CARD_MIN} data-testid="news-grid">
              {items.map((news, i) => (
                <NewsCard
                  key={news.id}
                  news={news}
                  sizes={IMAGE_SIZES.newsCard}
                  priority={i === 0}
                  heading="h2"
                />
              ))}
            </CardGrid>
          )}
        </InfiniteListView>
      </NewsLayout>
    </PageSection>
  );
}
