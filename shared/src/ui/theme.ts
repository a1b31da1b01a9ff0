// The design tokens of Kanat Mezat as one typed object. Components read them from
// `props.theme` (never by importing this constant) so a remote rendered inside the shell
// always follows the shell's ThemeProvider.

import { breakpoints, sizes, space } from './layout-tokens';

const colors = {
  /** Deep navy of the brand: navbar, primary buttons, headings that carry the brand. */
  brand: '#0f3b5f',
  /** Darker brand for hover and pressed states of brand-coloured surfaces. */
  brandStrong: '#0a2a45',
  /** Teal companion of the brand: links, focus rings, secondary emphasis. */
  teal: '#0d7c7a',
  /** Teal on hover. */
  tealStrong: '#09605e',
  /** Very light teal wash: selected rows, active tab backgrounds, info panels. */
  tealSoft: '#e3f3f2',
  /** Warm amber accent: the register button, call-to-action highlights, the active slider dot.
   * Dark enough for white text on it: 4.7:1 (WCAG AA). */
  accent: '#b35c00',
  /** Amber on hover, and amber text on light surfaces (prices): 5.5:1 on white (WCAG AA). */
  accentStrong: '#9a5a00',
  /** Light amber wash behind accent badges. */
  accentSoft: '#fdf0df',
  /** Page background behind cards. */
  background: '#f4f6f9',
  /** Cards, dialogs, inputs: anything that sits on the background. */
  surface: '#ffffff',
  /** Slightly tinted surface for table headers and striped rows. */
  surfaceMuted: '#eef2f6',
  /** Hairlines between items, input borders. */
  border: '#d9e0e8',
  /** Stronger border on hover and for dividers that must be seen. */
  borderStrong: '#b7c3d0',
  /** Body text. */
  text: '#1b2733',
  /** Secondary text: dates, captions, hints. */
  textMuted: '#5c6b7a',
  /** Text on brand, teal or dark surfaces. */
  textInverse: '#ffffff',
  /** Hairline borders and outlines on brand-coloured surfaces (navbar, footer). */
  onBrandBorder: 'rgba(255, 255, 255, 0.42)',
  /** Hover wash on brand-coloured surfaces. */
  onBrandHover: 'rgba(255, 255, 255, 0.12)',
  /** Secondary text on brand-coloured surfaces. */
  onBrandMuted: 'rgba(255, 255, 255, 0.72)',
  /** Footer background. */
  footer: '#0b2c47',
  /** Semi-transparent layer behind dialogs and the image viewer. */
  overlay: 'rgba(9, 22, 36, 0.62)',
  /** Darkening laid over photos so white text and controls on them stay readable. */
  scrim: 'rgba(6, 20, 36, 0.55)',
  /** Lighter scrim behind round controls floating on photos (slider arrows). */
  scrimLight: 'rgba(6, 20, 36, 0.35)',
  /** Near-black backdrop of the full-screen image viewer. */
  viewerBackdrop: 'rgba(6, 12, 20, 0.97)',
  /** Light veil over the page while the blocking spinner runs. */
  veil: 'rgba(244, 246, 249, 0.6)',
  /** Success: toasts, 'continues' status dot, 'your bid leads': 5:1 on white (WCAG AA). */
  success: '#1d8046',
  /** Success as text on light surfaces ('continues' label): 5.4:1 on white (WCAG AA). */
  successText: '#1f7a45',
  /** Warning: 'almost over' status dot, cautionary toasts (a shape, not text: 3.9:1 on white). */
  warning: '#c46a00',
  /** Warning as text on light surfaces ('almost over' label): 5.5:1 on white (WCAG AA). */
  warningText: '#9a5a00',
  /** Errors, destructive buttons, 'expired' status, time under one hour; also text: 5.5:1 on
   * white, 5:1 on the page background (WCAG AA). */
  danger: '#c53030',
  /** Danger on hover. */
  dangerStrong: '#b53434',
  /** Informational toasts and banners. */
  info: '#2f6fb5',
  /** Neutral grey of the status dot before data has loaded. */
  pending: '#9aa5b1',
  /** Base colour of loading skeletons. */
  skeleton: '#e4e9ef',
  /** Highlight that sweeps across skeletons. */
  skeletonShine: '#f3f6f9',
} as const;

/** Corner radii. */
const radii = {
  /** Inputs, small badges. */
  sm: '6px',
  /** Buttons, cards. */
  md: '10px',
  /** Dialogs, large panels, slider frame. */
  lg: '16px',
  /** Pills and round dots. */
  round: '999px',
} as const;

/** Elevation. */
const shadows = {
  /** Resting card. */
  card: '0 1px 2px rgba(15, 40, 70, 0.06), 0 4px 14px rgba(15, 40, 70, 0.07)',
  /** Card on hover: lifts a little. */
  raised: '0 6px 24px rgba(15, 40, 70, 0.14)',
  /** The sticky navbar over scrolling content. */
  navbar: '0 2px 12px rgba(5, 20, 40, 0.25)',
  /** Dropdown menus, toasts. */
  popover: '0 10px 30px rgba(10, 30, 55, 0.2)',
  /** Dialogs. */
  dialog: '0 24px 60px rgba(5, 20, 40, 0.35)',
  /** Keyboard focus ring. */
  focus: '0 0 0 3px rgba(13, 124, 122, 0.35)',
} as const;

const typography = {
  /** Body and UI text: system fonts render Turkish letters well everywhere, no download. */
  fontFamily:
    "'Segoe UI', 'Helvetica Neue', Roboto, 'Noto Sans', Arial, system-ui, -apple-system, sans-serif",
  /** Headings: same family, heavier weights carry the hierarchy. */
  headingFamily:
    "'Segoe UI', 'Helvetica Neue', Roboto, 'Noto Sans', Arial, system-ui, -apple-system, sans-serif",
  /** Serials, codes and tabular numbers. */
  monoFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  /** Font sizes in px. */
  size: {
    /** Captions, footnotes, badges. */
    xs: 12,
    /** Secondary text, table cells, navbar links. */
    sm: 14,
    /** Body text. */
    md: 16,
    /** Lead paragraphs, card titles. */
    lg: 18,
    /** Section headings. */
    xl: 22,
    /** Page titles on mobile. */
    xxl: 28,
    /** Page titles on desktop, hero captions. */
    display: 36,
  },
  weight: {
    /** Body text. */
    regular: 400,
    /** Labels, links, buttons. */
    medium: 500,
    /** Card titles, table headers. */
    semibold: 600,
    /** Page and section titles, prices. */
    bold: 700,
  },
  lineHeight: {
    /** Headings. */
    tight: 1.25,
    /** Body text. */
    normal: 1.55,
  },
} as const;

/** Stacking order of the layers the shell owns. */
const zIndices = {
  /** Sticky navbar. */
  navbar: 100,
  /** Navbar dropdown menus. */
  dropdown: 200,
  /** Closable top banner. */
  banner: 250,
  /** Mobile side menu and its backdrop. */
  sideMenu: 300,
  /** Confirm and code dialogs. */
  modal: 400,
  /** Full-screen image viewer. */
  imageViewer: 500,
  /** Toasts stay readable above dialogs. */
  toast: 600,
  /** The blocking loading spinner covers everything. */
  spinner: 700,
} as const;

/** Animation timing. */
const motion = {
  /** Hover and focus transitions. */
  fast: '120ms ease-out',
  /** Menus, dialogs, slides. */
  normal: '220ms ease',
  /** Slider image cross-fade. */
  slow: '480ms ease',
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  typography,
  zIndices,
  breakpoints,
  sizes,
  motion,
} as const;

export type Theme = typeof theme;
export type ThemeColor = keyof Theme['colors'];
export type ThemeSpace = keyof Theme['space'];
export type Breakpoint = keyof Theme['breakpoints'];
