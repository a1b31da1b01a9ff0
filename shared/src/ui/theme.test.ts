import { mediaQuery } from './media';
import { theme } from './theme';

describe('theme', () => {
  it('carries the SPEC §9 breakpoints', () => {
    expect(theme.breakpoints).toEqual({
      mobile: 600,
      tablet: 750,
      participants: 800,
      auctionPhotos: 950,
      carousel: 1100,
    });
  });

  it('builds media queries that do not overlap at the breakpoint', () => {
    expect(mediaQuery.up(theme, 'mobile')).toBe('(min-width: 600px)');
    expect(mediaQuery.down(theme, 'mobile')).toBe('(max-width: 599.98px)');
  });
});
