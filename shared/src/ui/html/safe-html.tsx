import { serverCleanHtml } from '@kanat/shared/server-html';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize-html';

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.size.xxl}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl}px;
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  figure {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space.md}px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

export interface SafeHtmlProps {
  /** Untrusted HTML; only the allow-listed parts are shown. */
  html: string;
  /** Location the HTML was loaded from, for its relative links and images. */
  baseUrl?: string;
  /** The page's own title: a leading heading repeating it is not shown twice. */
  title?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Renders untrusted HTML (news bodies, corporate pages) through the allow-list sanitiser.
 * In the browser the clean nodes are inserted directly, so the raw string never reaches
 * innerHTML. The server's render writes what the server's own allow-list cleaner makes of it
 * (serverCleanHtml), so its page already shows the text; hydrating keeps those nodes (an
 * element with inner HTML is not walked) until the browser's clean nodes replace them.
 */
export function SafeHtml({ html, baseUrl, title, className, ...rest }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeHtml(html, { baseUrl, omitLeadingHeading: title }));
  }, [html, baseUrl, title]);
  const serverHtml = serverCleanHtml(html);
  return (
    <Prose
      ref={ref}
      className={className}
      data-testid={rest['data-testid']}
      // The browser sets no inner HTML of its own (''), so the server's stays while hydrating;
      // on the server it is the allow-list cleaner's output, never the raw string.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server's allow-list
      dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      suppressHydrationWarning
    />
  );
}
