import { messages, pageTitle } from '@kanat/shared/i18n';
import { useDocumentTitle } from '@kanat/shared/ui';
import { ErrorPage } from './error-page';

/** Any path no route claims (SPEC §2). */
export function NotFoundPage() {
  useDocumentTitle(pageTitle(messages.notFound.title));
  return (
    <ErrorPage
      code="404"
      icon="search"
      title={messages.notFound.title}
      text={messages.notFound.text}
      homeLabel={messages.notFound.homeLink}
      data-testid="not-found-page"
    />
  );
}
