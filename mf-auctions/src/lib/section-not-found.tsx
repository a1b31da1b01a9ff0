import { messages } from '@kanat/shared/i18n';
import { EmptyState, LinkButton, PageSection } from '@kanat/shared/ui';

/** A path inside this section that matches no page. */
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
