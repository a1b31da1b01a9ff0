import { messages } from '@kanat/shared/i18n';
import {
  CardGrid,
  EmptyState,
  PageSection,
  SeeAllLink,
  Skeleton,
  useRequest,
} from '@kanat/shared/ui';
import { HOME_NEWS_COUNT, listNews } from '../api/list-news';
import { NEWS_ROOT } from '../news-paths';
import { NewsCard } from './news-card';

/** Home: the latest 4 news items. Hidden entirely when loading fails. */
export function HomeNewsSection() {
  const request = useRequest('home-news', (signal) => listNews({ c: HOME_NEWS_COUNT }, signal));
  if (request.status === 'failed') return null;
  return (
    <PageSection
      title={messages.home.latestNews}
      action={<SeeAllLink to={NEWS_ROOT} />}
      data-testid="home-news"
    >
      {request.status === 'loading' ? (
        <CardGrid $min={240} role="status" aria-label={messages.common.loading}>
          {Array.from({ length: HOME_NEWS_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={i} $height="240px" $radius="md" />
          ))}
        </CardGrid>
      ) : null}
      {request.status === 'ready' && request.data.r.length === 0 ? (
        <EmptyState title={messages.news.notFound} />
      ) : null}
      {request.status === 'ready' && request.data.r.length > 0 ? (
        <CardGrid $min={240}>
          {request.data.r.slice(0, HOME_NEWS_COUNT).map((news) => (
            <NewsCard key={news.id} news={news} />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
