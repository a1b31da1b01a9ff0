import { messages } from '@kanat/shared/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from './icon';

const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** 'Tümünü Gör' beside a home section's heading, leading to the whole list. */
export function SeeAllLink({ to }: { to: string }) {
  return (
    <SeeAll to={to}>
      {messages.common.seeAll}
      <Icon name="chevron-right" size={18} />
    </SeeAll>
  );
}
