import { Card, CardBody, CardMedia, CardTitle, FallbackImage } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsRow } from '../api/list-news';
import { newsPath } from '../news-paths';
import { NewsMeta } from './news-meta';

const TitleLink = styled(Link)`
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** SPEC §2 news card: picture, publish date, comment count, title. */
export function NewsCard({ news }: { news: NewsRow }) {
  return (
    <Card $interactive data-testid="news-card">
      <CardMedia $ratio="16 / 9">
        <FallbackImage src={news.main_picture ?? undefined} alt={news.title} />
      </CardMedia>
      <CardBody>
        <NewsMeta news={news} />
        <CardTitle>
          <TitleLink to={newsPath(news.id)}>{news.title}</TitleLink>
        </CardTitle>
      </CardBody>
    </Card>
  );
}
