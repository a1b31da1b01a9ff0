import { messages, pageTitle } from '@kanat/shared/i18n';
import { useDocumentTitle } from '@kanat/shared/ui';
import { ErrorPage } from './error-page';

/** /500: 'Bir Şeyler Yanlış Gitti' with a retry-later text (SPEC §2). */
export function ServerErrorPage() {
  // The site's name alone, as the server writes it for /500 (page-head.ts).
  useDocumentTitle(pageTitle());
  return (
    <ErrorPage
      code="500"
      icon="alert"
      title={messages.serverError.title}
      text={messages.serverError.text}
      homeLabel={messages.serverError.homeLink}
      data-testid="server-error-page"
    />
  );
}
