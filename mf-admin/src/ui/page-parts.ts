import type { ThemeSpace } from '@kanat/shared/ui';
import styled from 'styled-components';

/** One record of a list shown as a card (a request, a profile change); inside a PlainList. */
export const ListCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Buttons side by side that share the row's width, wrapping on phones. */
export const ButtonRow = styled.div<{ $gap?: ThemeSpace }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]}px;

  & > * {
    flex: 1 1 auto;
  }
`;

/**
 * The search and filters above a list: the search field takes the room, a select at the end
 * keeps a steady width; everything wraps on phones.
 */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;

  & > [role='search'] {
    flex: 1 1 260px;
  }
  & > :last-child:not([role='search']) {
    flex: 0 1 220px;
    min-width: 160px;
  }
`;

/** A record's key facts (price, count, leader, …) as labelled values that wrap on phones. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`;
