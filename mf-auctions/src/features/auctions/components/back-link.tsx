import { Icon } from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** Link from a detail page back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Back to={to}>
      <Icon name="chevron-left" size={18} />
      {label}
    </Back>
  );
}
