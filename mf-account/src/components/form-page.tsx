import { pageTitle } from '@kanat/shared/i18n';
import { Card, Container, PageTitle, useDocumentTitle } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.xxl}px;
`;

const Narrow = styled.div<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? 760 : 480)}px;
  margin: 0 auto;
`;

/** A centred card holding one form: login, registration, password reset; titled by `title`. */
export function FormPage(props: {
  title: string;
  /** Registration needs two columns of fields; other forms stay narrow. */
  wide?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  useDocumentTitle(pageTitle(props.title));
  return (
    <Frame data-testid={props['data-testid']}>
      <Container>
        <Narrow $wide={props.wide}>
          <PageTitle>{props.title}</PageTitle>
          <Card $padded>{props.children}</Card>
        </Narrow>
      </Container>
    </Frame>
  );
}

/** Vertical stack of form fields and actions. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** Two columns of fields from the mobile breakpoint up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const AlertBox = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** A message about the whole form (a refused login, an expired link), read out when it appears. */
export function FormAlert({
  children,
  tone = 'danger',
  'data-testid': testId,
}: {
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info';
  'data-testid'?: string;
}) {
  if (!children) return null;
  return (
    <AlertBox role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} data-testid={testId}>
      {children}
    </AlertBox>
  );
}

/** A row of small links under a form. */
export const FormLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  a {
    color: ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;
