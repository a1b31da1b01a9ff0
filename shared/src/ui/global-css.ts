import { type Theme, theme } from './theme';

/**
 * Page-wide resets and base typography. They are a plain `<style>` of their own, not a
 * styled-components global style: styled-components rewrites its sheet when it takes over the
 * server's styles and again when a global style mounts, and a change to a sheet that holds
 * `*` or element rules makes the browser recalculate the style of every element of the page
 * (tens of milliseconds on a phone, each time). Nothing ever changes this sheet. The shell's
 * theme (the site has one).
 */
export function globalCss(theme: Theme): string {
  const { colors, typography, space, motion } = theme;
  return `*,*::before,*::after{box-sizing:border-box;}
html{-webkit-text-size-adjust:100%;}
body{margin:0;min-height:100vh;background:${colors.background};color:${colors.text};font-family:${typography.fontFamily};font-size:${typography.size.md}px;line-height:${typography.lineHeight.normal};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;}
h1,h2,h3,h4,h5,h6{font-family:${typography.headingFamily};line-height:${typography.lineHeight.tight};margin:0 0 ${space.sm}px;}
p{margin:0 0 ${space.sm}px;}
a{color:${colors.teal};text-decoration:none;transition:color ${motion.fast};}
a:hover{color:${colors.tealStrong};}
img,svg,video{max-width:100%;}
img{display:block;height:auto;}
button,input,select,textarea{font:inherit;color:inherit;}
:focus-visible{outline:2px solid ${colors.teal};outline-offset:2px;}
::selection{background:${colors.tealSoft};}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}}`;
}

/**
 * Puts the resets at the top of the page's head in a `<style>` marked with `attribute`
 * (GLOBAL_STYLE_ATTRIBUTE of global-style.ts, passed in: this chunk is loaded from there),
 * unless they are there already.
 */
export function insertGlobalStyle(attribute: string): void {
  const head = document.head;
  if (head.querySelector(`style[${attribute}]`)) return;
  head.insertAdjacentHTML('afterbegin', `<style ${attribute}>${globalCss(theme)}</style>`);
}
