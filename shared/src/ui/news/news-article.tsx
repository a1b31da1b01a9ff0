import { PageTitle } from '@kanat/shared/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { SafeHtml } from '../html/safe-html';

// A news article as the public page shows it: title, the page's own lines (date, counts,
// like button), main picture, sanitised body, then whatever follows (comments). The news page
// (mf-news) and the console's preview (mf-admin) both render through it, so the preview
// cannot drift from the page.

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;

  & > h1 {
    margin-bottom: 0;
  }
`;

const Picture = styled.img`
  width: 100%;
  max-height: 460px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The main picture; left out rather than shown broken when it cannot be loaded. */
export function NewsMainPicture({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Picture src={src} alt={alt} onError={() => setFailed(true)} />;
}

export interface NewsBodyHtmlProps {
  /** The body HTML; only the allow-listed parts are shown. */
  html: string;
  /** Where the HTML was loaded from, for its relative links and pictures. */
  baseUrl?: string;
  /** The article's title: a leading heading repeating it is not shown twice. */
  title: string;
}

/** The article's body, cleaned by the shared allow-list. */
export function NewsBodyHtml({ html, baseUrl, title }: NewsBodyHtmlProps) {
  return <SafeHtml html={html} baseUrl={baseUrl} title={title} data-testid="news-body" />;
}

export interface NewsArticleProps {
  title: string;
  /** Main picture URL; none when null. */
  picture: string | null;
  /** Lines under the title (date and counts, like button). */
  meta?: ReactNode;
  /** The body: a `NewsBodyHtml`, or the page's loading and error states around one. */
  body: ReactNode;
  /** What follows the body (comments). */
  children?: ReactNode;
  'data-testid'?: string;
}

export function NewsArticle({ title, picture, meta, body, children, ...rest }: NewsArticleProps) {
  return (
    <Article data-testid={rest['data-testid'] ?? 'news-article'}>
      <PageTitle>{title}</PageTitle>
      {meta}
      {picture ? <NewsMainPicture src={picture} alt={title} /> : null}
      {body}
      {children}
    </Article>
  );
}
