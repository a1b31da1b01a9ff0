import { messages } from '@kanat/shared/i18n';
import { Container, EmptyState, LinkButton } from '@kanat/shared/ui';
import styled from 'styled-components';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

/** A path under one of our prefixes that is not one of our pages. */
export function NotFoundPage() {
  return (
    <Frame data-testid="account-not-found">
      <Container>
        <EmptyState
          title={messages.notFound.title}
          description={messages.notFound.text}
          action={<LinkButton to="/">{messages.notFound.homeLink}</LinkButton>}
        />
      </Container>
    </Frame>
  );
}
