import { media } from '@kanat/shared/ui';
import styled from 'styled-components';

/** Two photos a row on phones, five from the mobile breakpoint up. */
export const PhotoGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up('mobile')} {
    gap: ${({ theme }) => theme.space.md}px;
    grid-template-columns: repeat(${({ $columns = 5 }) => $columns}, minmax(0, 1fr));
  }
`;
