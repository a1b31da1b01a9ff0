// The layout numbers of the theme (spacing, breakpoints, widths) on their own: the picture
// sizes of `@kanat/shared/format` are worked out from them, and an app that formats pictures
// needs these few numbers, not the whole theme. `theme.ts` puts them in the theme.

/** Spacing scale in px, used for padding, margins and gaps (4 px grid). */
export const space = {
  /** 4 px: between an icon and its label. */
  xxs: 4,
  /** 8 px: inside compact controls, between related lines. */
  xs: 8,
  /** 12 px: inside buttons and inputs. */
  sm: 12,
  /** 16 px: default gap between elements, card padding on mobile. */
  md: 16,
  /** 24 px: card padding, gap between cards. */
  lg: 24,
  /** 32 px: between blocks inside a section. */
  xl: 32,
  /** 48 px: between page sections. */
  xxl: 48,
  /** 72 px: hero and footer breathing room. */
  xxxl: 72,
} as const;

/** Layout widths in px (SPEC §9); a breakpoint applies from this width up unless noted. */
export const breakpoints = {
  /** Below this the navbar collapses to the side menu and the slider uses mobile images. */
  mobile: 600,
  /**
   * A tablet's width: from here a page's side panel sits beside its content (the news search
   * beside the list, the corporate menu and the contact details beside the text).
   */
  tablet: 750,
  /** Participants: full table from this width, stacked rows below it. */
  participants: 800,
  /** Auction detail: photos beside the details from this width. */
  auctionPhotos: 950,
  /** Sponsors carousel shows its wide layout from this width. */
  carousel: 1100,
} as const;

/** Widths of page content. */
export const sizes = {
  /** Maximum width of page content. */
  container: 1200,
  /** Reading width for articles and corporate pages. */
  prose: 760,
  /** Height of the navbar. */
  navbarHeight: 68,
} as const;
