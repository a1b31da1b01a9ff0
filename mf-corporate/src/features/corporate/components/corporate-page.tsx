import { formatDate } from '@kanat/shared/format';
import { fill, messages, pageTitle } from '@kanat/shared/i18n';
import {
  ErrorState,
  LinkButton,
  media,
  PageSection,
  PageTitle,
  Skeleton,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { SafeHtml } from '@kanat/shared/ui/html';
import styled from 'styled-components';
import type { CorporatePage as CorporatePageData } from '../corporate-pages';
import { useCorporateHtml } from '../hooks/use-corporate-html';
import { CorporateNav } from './corporate-nav';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('tablet')} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Article = styled.article`
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.prose}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.up('mobile')} {
    padding: ${({ theme }) => theme.space.xl}px;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const VersionLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ContactRow = styled.div`
  margin-top: ${({ theme }) => theme.space.xl}px;
  padding-top: ${({ theme }) => theme.space.lg}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function LoadingText() {
  return (
    <Lines role="status" aria-label={messages.common.loading}>
      {['96%', '100%', '88%', '92%', '60%'].map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines
        <Skeleton key={i} $width={width} $height="1.1em" />
      ))}
    </Lines>
  );
}

/** One corporate text page: its HTML from the static file, sanitised, and a contact button. */
export function CorporatePage({ page }: { page: CorporatePageData }) {
  const content = useCorporateHtml(page);
  useDocumentTitle(pageTitle(page.title));
  return (
    <PageSection data-testid="corporate-page">
      <Layout>
        <CorporateNav />
        <Article aria-busy={content.status === 'loading'}>
          <PageTitle>{page.title}</PageTitle>
          {content.status === 'loading' ? <LoadingText /> : null}
          {content.status === 'failed' ? (
            <ErrorState title={page.loadFailed} onRetry={content.retry} />
          ) : null}
          {content.status === 'ready' && content.version ? (
            <VersionLine data-testid="legal-version">
              {fill(messages.legal.versionLine, {
                version: String(content.version.number),
                date: formatDate(content.version.since),
              })}
            </VersionLine>
          ) : null}
          {content.status === 'ready' ? (
            <SafeHtml
              html={content.html}
              baseUrl={content.baseUrl}
              title={page.title}
              data-testid="corporate-html"
            />
          ) : null}
          <ContactRow>
            <LinkButton to="/iletisim" $variant="accent">
              {messages.corporate.contactButton}
            </LinkButton>
          </ContactRow>
        </Article>
      </Layout>
    </PageSection>
  );
}
