import { Container, Icon, type IconName, LinkButton, media } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xxl}px 0 ${({ theme }) => theme.space.xxxl}px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 72px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1;
  letter-spacing: -0.02em;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.brand},
    ${({ theme }) => theme.colors.teal}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;

  ${media.up('mobile')} {
    font-size: 112px;
  }
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xxl}px;
`;

const Text = styled.p`
  margin: 0;
  max-width: 46ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
`;

export interface ErrorPageProps {
  code: string;
  icon: IconName;
  title: ReactNode;
  text: ReactNode;
  homeLabel: string;
  'data-testid'?: string;
}

/** Shared frame of the not-found and server-error pages. */
export function ErrorPage({ code, icon, title, text, homeLabel, ...rest }: ErrorPageProps) {
  return (
    <Container>
      <Wrap data-testid={rest['data-testid']}>
        <Badge>
          <Icon name={icon} size={32} />
        </Badge>
        <Code aria-hidden="true">{code}</Code>
        <Title>{title}</Title>
        <Text>{text}</Text>
        <LinkButton to="/" $size="lg">
          {homeLabel}
        </LinkButton>
      </Wrap>
    </Container>
  );
}
