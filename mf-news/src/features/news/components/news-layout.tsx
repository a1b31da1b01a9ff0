import { media } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NewsSearch, NewsSidePanel } from './news-side-panel';

// On a phone the search comes first, within reach at the top, then the news themselves, and
// the side panels last (the panels above the list pushed it 1.5 screens down). From
// 750 px up the search and the panels stand in a column beside the news. The order of the
// source is the phone's, so reading and tabbing follow what is seen there.
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'search' 'main' 'side';

  ${media.up('tablet')} {
    column-gap: ${({ theme }) => theme.space.xl}px;
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'main search' 'main side';
    align-items: start;
  }
`;

const Area = styled.div<{ $area: 'search' | 'main' | 'side' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

/** News pages: the news with the search and the side panel beside them, or around them. */
export function NewsLayout({ children }: { children: ReactNode }) {
  return (
    <Grid>
      <Area $area="search">
        <NewsSearch />
      </Area>
      <Area $area="main">{children}</Area>
      <Area $area="side">
        <NewsSidePanel />
      </Area>
    </Grid>
  );
}
