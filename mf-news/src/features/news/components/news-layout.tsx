import { media } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NewsSidePanel } from './news-side-panel';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  grid-template-columns: minmax(0, 1fr);

  /* Narrow screens put the panel first: below an endless list it could never be reached. */
  & > aside {
    order: -1;
  }

  ${media.up('newsSearch')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;

    & > aside {
      order: 0;
    }
  }
`;

/** News pages: content with the search panel beside it from 750 px up, above it otherwise. */
export function NewsLayout({ children }: { children: ReactNode }) {
  return (
    <Grid>
      <div>{children}</div>
      <NewsSidePanel />
    </Grid>
  );
}
