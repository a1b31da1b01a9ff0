import { isApiError } from '@kanat/shared/api';
import { messages, pageTitle } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { useSession } from '@kanat/shared/session';
import {
  EmptyState,
  ErrorState,
  HydrateWhenSeen,
  LinkButton,
  PageSection,
  Skeleton,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { NewsArticle as ArticleView, NewsBodyHtml } from '@kanat/shared/ui/html';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getNews, type NewsDetail } from '../api/get-news';
import { getNewsBody } from '../api/get-news-body';
import { useNewsLike } from '../hooks/use-news-like';
import { NEWS_ROOT } from '../news-paths';
import { NewsComments } from './news-comments';
import { NewsLayout } from './news-layout';
import { NewsLikeButton } from './news-like-button';
import { NewsMeta } from './news-meta';
import { NewsArticleSkeleton, NewsPicture } from './news-picture';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

function NewsBody({ location, title }: { location: string; title: string }) {
  const body = useQuery({
    queryKey: ['news', 'body', location],
    queryFn: ({ signal }) => getNewsBody(location, signal),
  });
  const status = shownStatus(body);
  if (status === 'loading') {
    return (
      <Lines role="status" aria-label={messages.common.loading}>
        <Skeleton $width="95%" />
        <Skeleton $width="100%" />
        <Skeleton $width="80%" />
      </Lines>
    );
  }
  if (status === 'failed' || body.data === undefined)
    return <ErrorState title={messages.news.loadFailed} onRetry={() => void body.refetch()} />;
  return (
    <NewsBodyHtml
      html={body.data}
      // Read only by SafeHtml's effect, in the browser; the server (no origin) passes the path.
      baseUrl={
        typeof window === 'undefined' ? location : new URL(location, window.location.href).href
      }
      title={title}
    />
  );
}

function NewsArticle({ news }: { news: NewsDetail }) {
  const like = useNewsLike(news.id, { liked: news.likedByMe === true, likes: news.likes });
  const [comments, setComments] = useState(news.comment_count);
  return (
    <ArticleView
      title={news.title}
      // The picture comes right after the lines, drawn here: responsive, reserved, first.
      picture={null}
      meta={
        <>
          <NewsMeta news={{ ...news, likes: like.likes, comment_count: comments }} full />
          <NewsLikeButton like={like} />
          {news.main_picture ? <NewsPicture src={news.main_picture} alt={news.title} /> : null}
        </>
      }
      body={news.page_data ? <NewsBody location={news.page_data} title={news.title} /> : null}
    >
      {/* Below the article: made live when scrolled near. */}
      <HydrateWhenSeen>
        <NewsComments
          newsId={news.id}
          onCommented={(count) => setComments((n) => count ?? n + 1)}
        />
      </HydrateWhenSeen>
    </ArticleView>
  );
}

/** /haberler/:id. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  // The item says whether the caller likes it, so it is asked for once the session is
  // known, and again when someone else signs in.
  const viewer = session.status === 'loading' ? null : (session.user?.uid ?? 'guest');
  const news = useQuery({
    queryKey: ['news', 'detail', id, viewer],
    queryFn: ({ signal }) => getNews(id, signal),
    enabled: viewer !== null,
  });
  const status = shownStatus(news);
  const missing = status === 'failed' && isApiError(news.error, 'not-found');
  // The item's title, or the not-found title, as the server writes them (page-head.ts).
  useDocumentTitle(
    news.data ? pageTitle(news.data.title) : missing ? pageTitle(messages.notFound.title) : null,
  );
  return (
    <PageSection data-testid="news-detail-page">
      <NewsLayout>
        {status === 'loading' ? <NewsArticleSkeleton /> : null}
        {missing ? (
          <EmptyState
            title={messages.news.notFound}
            action={<LinkButton to={NEWS_ROOT}>{messages.news.title}</LinkButton>}
          />
        ) : null}
        {status === 'failed' && !missing ? (
          <ErrorState
            title={messages.news.loadFailed}
            onRetry={() => void news.refetch()}
            data-testid="detail-error"
          />
        ) : null}
        {news.data ? <NewsArticle key={`${news.data.id}:${viewer}`} news={news.data} /> : null}
      </NewsLayout>
    </PageSection>
  );
}
