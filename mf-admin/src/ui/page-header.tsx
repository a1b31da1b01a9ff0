import { Icon, SectionHead } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { narrowScreen } from './narrow-screen';

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xl}px;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;

  ${narrowScreen} {
    width: 100%;
    & > * {
      flex: 1 1 auto;
    }
  }
`;

export interface PageHeaderProps {
  /** The page's heading (an h2 under the console's h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the right; full width on phones. */
  actions?: ReactNode;
  /** A link back up, e.g. `{ to: '/yonetim/uyeler', label: 'Üyeler' }`. */
  back?: { to: string; label: string };
}

/** The top of a console page: optional back link, title, description and actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <SectionHead>
      <Titles>
        {back ? (
          <Back to={back.to}>
            <Icon name="chevron-left" size={16} />
            {back.label}
          </Back>
        ) : null}
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Titles>
      {actions ? <Actions>{actions}</Actions> : null}
    </SectionHead>
  );
}
