import { messages, pageTitle } from '@kanat/shared/i18n';
import { Container, EmptyState, LinkButton, useDocumentTitle } from '@kanat/shared/ui';
import styled from 'styled-components';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

/** /kayit-ol/basarili: the application arrived and waits for staff approval. */
export function RegisterSuccessPage() {
  useDocumentTitle(pageTitle(messages.register.successTitle));
  return (
    <Frame data-testid="register-success-page">
      <Container>
        <EmptyState
          icon="check"
          title={messages.register.successTitle}
          description={messages.register.successText}
          action={<LinkButton to="/">{messages.register.successHomeLink}</LinkButton>}
        />
      </Container>
    </Frame>
  );
}
