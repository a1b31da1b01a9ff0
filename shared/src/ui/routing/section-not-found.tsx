import { messages, pageTitle } from '@kanat/shared/i18n';
import { LinkButton } from '../components/button';
import { EmptyState } from '../components/feedback';
import { PageSection } from '../components/layout';
import { useDocumentTitle } from '../hooks/use-document-title';

/** A path under a remote's section prefix that matches none of its pages. */
export function SectionNotFound() {
  useDocumentTitle(pageTitle(messages.notFound.title));
  return (
    <PageSection data-testid="section-not-found">
      <EmptyState
        title={messages.notFound.title}
        description={messages.notFound.text}
        action={<LinkButton to="/">{messages.notFound.homeLink}</LinkButton>}
      />
    </PageSection>
  );
}
