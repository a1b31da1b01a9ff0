import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A page SPEC's navbar has no place for, linked from a page that has one: the hall mezat from
 * the auctions, the records from the archive, a finished group's sale report from the group,
 * the calendar from the group auctions and the hall mezats.
 */
export const SectionLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;
