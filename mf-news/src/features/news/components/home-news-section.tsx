import { IMAGE_SIZES } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { CardGrid, EmptyState, PageSection, SeeAllLink } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { HOME_NEWS_COUNT, listNews } from '../api/list-news';
import { NEWS_ROOT } from '../news-paths';
import { NewsCard, NewsCardSkeletons } from './news-card';

/** The grid's minimum card width; IMAGE_SIZES.homeNewsCard is worked out for it. */
const CARD_MIN = 240;

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
      {status === 'loading' ? <NewsCardSkeletons count={HOME_NEWS_COUNT} min={CARD_MIN} /> : null}
      {status === 'ready' && news.length === 0 ? (
        <EmptyState title={messages.news.notFound} />
      ) : null}
      {news.length > 0 ? (
        <CardGrid $min={CARD_MIN}>
          {news.map((item) => (
            <NewsCard key={item.id} news={item} sizes={IMAGE_SIZES.homeNewsCard} />
          ))}
        </CardGrid>
      ) : null}
    </PageSection>
  );
}
