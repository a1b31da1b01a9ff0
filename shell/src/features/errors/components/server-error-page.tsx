import { messages } from '@kanat/shared/i18n';
import { ErrorPage } from './error-page';

/** /500: 'Bir Şeyler Yanlış Gitti' with a retry-later text (SPEC §2). */
export function ServerErrorPage() {
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
