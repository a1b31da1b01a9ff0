import { messages } from '@kanat/shared/i18n';
import { LinkButton } from '../components/button';
import { EmptyState } from '../components/feedback';
import { PageSection } from '../components/layout';

/** A path under a remote's section prefix that matches none of its pages. */
export function SectionNotFound() {
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
