import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { CardGrid, EmptyState, PageSection, SeeAllLink, Skeleton } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { HOME_NEWS_COUNT, listNews } from '../api/list-news';
import { NEWS_ROOT } from '../news-paths';
import { NewsCard } from './news-card';

/** Home: the latest 4 news items. Hidden entirely when loading fails. */
export function HomeNewsSection() {
  const query = useQuery({
    queryKey: ['news', 'home'],
    queryFn: ({ signal }) => listNews({ c: HOME_NEWS_COUNT }, signal),
  });
  const status = shownStatus(query);
  if (status === 'failed') return null;
  const news = query.data?.r.slice(0, HOME_NEWS_COUNT) ?? [];
  return (
    <PageSection
      title={messages.home.latestNews}
      action={<SeeAllLink to={NEWS_ROOT} />}
      data-testid="home-news"
    >
      {status === 'loading' ? (
        <CardGrid $min={240} role="status" aria-label={messages.common.loading}>
          {Array.from({ length: HOME_NEWS_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={i} $height="240px" $radius="md" />
          ))}
        </CardGrid>
      ) : null}
      {status === 'ready' && news.length === 0 ? (
        <EmptyState title={messages.news.notFound} />
      ) : null}
      {news.length > 0 ? (
        <CardGrid $min={240}>
          {news.map((item) => (
            <NewsCard key={item.id} news={item} />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
